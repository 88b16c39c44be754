; Exercise 3.79, calling f with y first, under another name.
(define (general-solve-2nd f dt y0 dy0)
  (define y (integral (delay dy) y0 dt))
  (define dy (integral (delay ddy) dy0 dt))
  (define ddy (stream-map (lambda (y dy) (f y dy)) y dy))
  y)
