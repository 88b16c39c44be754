; Exercise 3.77, the recursion as a local procedure taking the integrand promise.
(define (integral delayed-integrand initial-value dt)
  (let next ((promise delayed-integrand) (value initial-value))
    (cons-stream value
                 (let ((s (force promise)))
                   (next (delay (stream-cdr s)) (+ value (* (stream-car s) dt)))))))
