; Exercise 3.78: the step and the initial values first, the coefficients last.
(define (solve-2nd dt y-init dy-init a b)
  (define y (integral (delay dy) y-init dt))
  (define dy (integral (delay ddy) dy-init dt))
  (define ddy (add-streams (scale-stream dy a) (scale-stream y b)))
  y)

(stream-ref (solve-2nd 0.001 1 1 1 0) 1000)
