; Exercise 3.82: the fraction of hits, not multiplied by the rectangle's area.
(define (estimate-integral P x1 x2 y1 y2)
  (define (points) (cons-stream (P (+ x1 (random (- x2 x1))) (+ y1 (random (- y2 y1)))) (points)))
  (monte-carlo (points) 0 0))
