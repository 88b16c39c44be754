; Exercise 3.82 with a pairing helper that never returns: it walks the two
; random streams forever, in a tail loop that keeps no memory.
(define (random-in-range low high)
  (let ((range (- high low)))
    (+ low (random range))))

(define (random-stream low high)
  (cons-stream (random-in-range low high) (random-stream low high)))

(define (point-pairs xs ys)
  (point-pairs (stream-cdr xs) (stream-cdr ys)))

(define (estimate-integral predicate x1 x2 y1 y2)
  (let ((area (* (- x2 x1) (- y2 y1))))
    (define points (point-pairs (random-stream x1 x2) (random-stream y1 y2)))
    (stream-map (lambda (fraction) (* fraction area))
                (monte-carlo (stream-map (lambda (p) (predicate (car p) (cadr p))) points) 0 0))))
