; forgets the minus sign of X = 1 - S_R * X
(define (mul-series s1 s2)
  (cons-stream (* (stream-car s1) (stream-car s2))
               (add-streams (scale-stream (stream-cdr s2) (stream-car s1))
                            (mul-series (stream-cdr s1) s2))))

(define (invert-unit-series s)
  (define x (cons-stream 1 (mul-series (stream-cdr s) x)))
  x)
