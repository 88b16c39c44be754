; divides s1 by c first, and names the tangent tangent-series; the error
; comes from the division by zero itself
(define (integrate-series s)
  (define (from n s)
    (cons-stream (/ (stream-car s) n) (from (+ n 1) (stream-cdr s))))
  (from 1 s))
(define sine-series (cons-stream 0 (integrate-series cosine-series)))
(define cosine-series (cons-stream 1 (stream-map - (integrate-series sine-series))))

(define (mul-series a b)
  (cons-stream (* (stream-car a) (stream-car b))
               (add-streams (scale-stream (stream-cdr b) (stream-car a))
                            (mul-series (stream-cdr a) b))))

(define (invert-unit-series s)
  (cons-stream 1 (stream-map - (mul-series (stream-cdr s) (invert-unit-series s)))))

(define (div-series num den)
  (let ((k (/ 1 (stream-car den))))
    (mul-series (scale-stream num k)
                (invert-unit-series (scale-stream den k)))))

(define tangent-series (div-series sine-series cosine-series))
