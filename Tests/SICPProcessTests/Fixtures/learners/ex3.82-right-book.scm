; Exercise 3.82: a stream of estimates, from the monte-carlo stream of 3.5.5.
(define (random-in-range low high)
  (let ((range (- high low)))
    (+ low (random range))))

(define (monte-carlo experiment-stream passed failed)
  (define (next passed failed)
    (cons-stream (/ passed (+ passed failed))
                 (monte-carlo (stream-cdr experiment-stream) passed failed)))
  (if (stream-car experiment-stream)
      (next (+ passed 1) failed)
      (next passed (+ failed 1))))

(define (estimate-integral P x1 x2 y1 y2)
  (define (points) (cons-stream (P (random-in-range x1 x2) (random-in-range y1 y2)) (points)))
  (scale-stream (monte-carlo (points) 0 0) (* (- x2 x1) (- y2 y1))))
