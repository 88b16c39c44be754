; Exercise 3.74: the book's version and Alyssa's, numbered
(define (make-zero-crossing input-stream last-value)
  (cons-stream (sign-change-detector (stream-car input-stream) last-value)
               (make-zero-crossing (stream-cdr input-stream) (stream-car input-stream))))
(define zero-crossing1 (make-zero-crossing sense-data 0))
(define zero-crossing2 (stream-map sign-change-detector sense-data (cons-stream 0 sense-data)))
