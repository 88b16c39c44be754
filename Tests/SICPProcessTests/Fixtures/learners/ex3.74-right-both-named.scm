; 3.74: the book's make-zero-crossings kept as zero-crossings-alyssa, and
; the answer, Eva's stream-map, as zero-crossings-eva
(define (make-zero-crossings input-stream last-value)
  (cons-stream (sign-change-detector (stream-car input-stream) last-value)
               (make-zero-crossings (stream-cdr input-stream) (stream-car input-stream))))
(define zero-crossings-alyssa (make-zero-crossings sense-data 0))
(define zero-crossings-eva
  (stream-map sign-change-detector sense-data (cons-stream 0 sense-data)))
