; Exercise 3.77: the integrand taken as a stream, as in 3.5.3, not as a promise.
(define (integral integrand initial-value dt)
  (cons-stream initial-value
               (if (stream-null? integrand)
                   the-empty-stream
                   (integral (stream-cdr integrand)
                             (+ (* dt (stream-car integrand)) initial-value)
                             dt))))
