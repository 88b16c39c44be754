; One closing parenthesis short.
(define (double f)
  (lambda (x) (f (f x)))
