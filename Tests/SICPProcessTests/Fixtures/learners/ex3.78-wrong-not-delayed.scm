; Exercise 3.78: the integrands passed without delay.
(define (solve-2nd a b dt y0 dy0)
  (define y (integral dy y0 dt))
  (define dy (integral ddy dy0 dt))
  (define ddy (add-streams (scale-stream dy a) (scale-stream y b)))
  y)
