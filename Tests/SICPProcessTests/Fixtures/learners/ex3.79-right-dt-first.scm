; Exercise 3.79: the step first, the function last, as (solve-2nd dt y0 dy0 f).
(define (solve-2nd dt y0 dy0 f)
  (define y (integral (delay dy) y0 dt))
  (define dy (integral (delay ddy) dy0 dt))
  (define ddy (stream-map f dy y))
  y)

(stream-ref (solve-2nd 0.001 1 0 (lambda (dy y) (- y))) 1000)
