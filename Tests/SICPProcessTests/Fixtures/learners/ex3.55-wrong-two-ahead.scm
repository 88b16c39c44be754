; Exercise 3.55: each step drops the first element instead of adding it in
; (a finite stream errs at its end: an edge).
(define (partial-sums s)
  (cons-stream (stream-car s)
               (partial-sums (cons-stream (stream-car (stream-cdr s))
                                          (stream-cdr (stream-cdr s))))))
