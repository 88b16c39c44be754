; Exercise 3.79 with an f that takes the two streams and gives the stream of y'': not the exercise's f(dy/dt, y) of numbers.
(define (solve-2nd f dt y0 dy0)
  (define y (integral (delay dy) y0 dt))
  (define dy (integral (delay ddy) dy0 dt))
  (define ddy (f dy y))
  y)
