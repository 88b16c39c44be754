; Exercise 3.78: a and b swapped in the second derivative.
(define (solve-2nd a b dt y0 dy0)
  (define y (integral (delay dy) y0 dt))
  (define dy (integral (delay ddy) dy0 dt))
  (define ddy (add-streams (scale-stream dy b) (scale-stream y a)))
  y)
