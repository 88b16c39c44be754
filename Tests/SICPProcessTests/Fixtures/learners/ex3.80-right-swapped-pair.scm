; Exercise 3.80: the current first, then the voltage
(define (RLC R L C dt)
  (define (circuit vC0 iL0)
    (define iL (integral (delay diL) iL0 dt))
    (define vC (integral (delay dvC) vC0 dt))
    (define dvC (scale-stream iL (/ -1 C)))
    (define diL (add-streams (scale-stream vC (/ 1 L))
                             (scale-stream iL (- (/ R L)))))
    (cons iL vC))
  circuit)

(define state ((RLC 1 1 0.2 0.1) 10 0))
(stream-ref (car state) 10)
