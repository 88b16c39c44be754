; Exercise 3.74 inside the test, over the book's sample data as a list.
(define (list->stream* items)
  (if (null? items) the-empty-stream (cons-stream (car items) (list->stream* (cdr items)))))

(define (try-zero-crossings)
  (define data (list->stream* '(1 2 1.5 1 0.5 -0.1 -2 -3 -2 -0.5 0.2 3 4)))
  (define zero-crossings
    (stream-map sign-change-detector data (cons-stream 0 data)))
  (display (stream-head zero-crossings 12)))
