; Exercise 3.79 with the step first: dy starts from y0, not from dy0.
(define (solve-2nd dt y0 dy0 f)
  (define y (integral (delay dy) y0 dt))
  (define dy (integral (delay ddy) y0 dt))
  (define ddy (stream-map f dy y))
  y)
