; Exercise 3.74 over three elements of data of its own: too short to tell.
(define (try-zero-crossings)
  (define data (cons-stream 1 (cons-stream 2 (cons-stream 3 the-empty-stream))))
  (define zero-crossings
    (stream-map sign-change-detector data (cons-stream 0 data)))
  (display (stream-head zero-crossings 2)))
