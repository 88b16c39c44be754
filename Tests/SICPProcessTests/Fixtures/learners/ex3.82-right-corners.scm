; the corners (x1, y1) and (x2, y2), the predicate last
(define (random-in-range low high) (+ low (random (- high low))))
(define (estimate-integral x1 y1 x2 y2 pred?)
  (define (experiments)
    (cons-stream (pred? (random-in-range x1 x2) (random-in-range y1 y2))
                 (experiments)))
  (stream-map (lambda (fraction) (* fraction (- x2 x1) (- y2 y1)))
              (monte-carlo (experiments) 0 0)))
