; forgets to scale by the rectangle's area
(define (random-in-range low high) (+ low (random (- high low))))
(define (random-points x1 x2 y1 y2)
  (cons-stream (cons (random-in-range x1 x2) (random-in-range y1 y2))
               (random-points x1 x2 y1 y2)))
(define (estimate-integral x1 x2 y1 y2 P)
  (monte-carlo (stream-map P (random-points x1 x2 y1 y2)) 0 0))
