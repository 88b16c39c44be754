; Exercise 3.79 with an f of the two streams, given y twice.
(define (solve-2nd f dt y0 dy0)
  (define y (integral (delay dy) y0 dt))
  (define dy (integral (delay ddy) dy0 dt))
  (define ddy (f y y))
  y)
