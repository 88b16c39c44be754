; Exercise 3.74: the numbered versions, both wrong
(define (make-zero-crossing input-stream last-value)
  (cons-stream (sign-change-detector last-value (stream-car input-stream))
               (make-zero-crossing (stream-cdr input-stream) (stream-car input-stream))))
(define zero-crossing1 (make-zero-crossing sense-data 0))
(define zero-crossing2 (stream-map sign-change-detector sense-data sense-data))
