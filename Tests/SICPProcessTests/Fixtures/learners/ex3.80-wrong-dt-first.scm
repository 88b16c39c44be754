; Exercise 3.80 with the step first: dvC/dt = iL/C, the sign lost.
(define (RLC dt R L C)
  (lambda (vC0 iL0)
    (define vC (integral (delay dvC) vC0 dt))
    (define iL (integral (delay diL) iL0 dt))
    (define dvC (scale-stream iL (/ 1 C)))
    (define diL (add-streams (scale-stream vC (/ 1 L))
                             (scale-stream iL (- (/ R L)))))
    (cons vC iL)))
