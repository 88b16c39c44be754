; Takes the argument along instead of returning a procedure.
(define (double f x)
  (f (f x)))
