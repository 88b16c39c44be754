; Exercise 3.55: each step folds the first two elements into a new stream.
(define (partial-sums s)
  (cons-stream (stream-car s)
               (partial-sums (cons-stream (+ (stream-car s) (stream-car (stream-cdr s)))
                                          (stream-cdr (stream-cdr s))))))
