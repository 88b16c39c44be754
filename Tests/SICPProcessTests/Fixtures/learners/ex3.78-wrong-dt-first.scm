; Exercise 3.78 with the coefficients last: a and b swapped in the second derivative.
(define (solve-2nd dt y0 dy0 a b)
  (define y (integral (delay dy) y0 dt))
  (define dy (integral (delay ddy) dy0 dt))
  (define ddy (add-streams (scale-stream dy b) (scale-stream y a)))
  y)
