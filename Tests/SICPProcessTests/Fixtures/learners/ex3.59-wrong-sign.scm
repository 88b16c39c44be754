(define (integrate-series s) (stream-map / s (integers-starting-from 1)))
(define exp-series (cons-stream 1 (integrate-series exp-series)))
(define cosine-series (cons-stream 1 (integrate-series sine-series)))
(define sine-series (cons-stream 0 (integrate-series cosine-series)))
