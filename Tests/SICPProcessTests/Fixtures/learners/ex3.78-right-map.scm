; Exercise 3.78 with stream-map for the second derivative and the book's integral from the text.
(define (solve-2nd a b dt y0 dy0)
  (define y (integral (delay dy) y0 dt))
  (define dy (integral (delay ddy) dy0 dt))
  (define ddy (stream-map (lambda (dy y) (+ (* a dy) (* b y))) dy y))
  y)
