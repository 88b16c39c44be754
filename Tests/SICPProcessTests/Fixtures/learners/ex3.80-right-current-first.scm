; Exercise 3.80: the circuit's procedure takes the current's initial value first, ((RLC R L C dt) iL0 vC0).
(define (RLC R L C dt)
  (lambda (iL0 vC0)
    (define vC (integral (delay dvC) vC0 dt))
    (define iL (integral (delay diL) iL0 dt))
    (define dvC (scale-stream iL (/ -1 C)))
    (define diL (add-streams (scale-stream vC (/ 1 L))
                             (scale-stream iL (- (/ R L)))))
    (cons vC iL)))
