(define (integrate-series s) (stream-map / s (integers-starting-from 1)))
(define cosine-series (cons-stream 1 (scale-stream (integrate-series sine-series) -1)))
(define sine-series (cons-stream 0 (integrate-series cosine-series)))

(define (mul-series s1 s2)
  (cons-stream (* (stream-car s1) (stream-car s2))
               (add-streams (scale-stream (stream-cdr s2) (stream-car s1))
                            (mul-series (stream-cdr s1) s2))))

(define (invert-unit-series s)
  (define x (cons-stream 1 (scale-stream (mul-series (stream-cdr s) x) -1)))
  x)

(define (div-series s1 s2)
  (let ((c (stream-car s2)))
    (if (= c 0)
        (error "constant term of denominator is zero -- DIV-SERIES")
        (scale-stream (mul-series s1 (invert-unit-series (scale-stream s2 (/ 1 c))))
                      (/ 1 c)))))

(define tan-series (div-series sine-series cosine-series))
