; Exercise 3.79: f gives the first derivative, not the second.
(define (solve-2nd f dt y0 dy0)
  (define y (integral (delay dy) y0 dt))
  (define dy (stream-map f (cons-stream dy0 dy) y))
  y)
