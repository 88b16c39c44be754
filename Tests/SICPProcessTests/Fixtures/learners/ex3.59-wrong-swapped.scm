; Exercise 3.59: the two names swapped
(define (integrate-series s) (stream-map / s (integers-starting-from 1)))
(define sine-series (cons-stream 1 (scale-stream (integrate-series cosine-series) -1)))
(define cosine-series (cons-stream 0 (integrate-series sine-series)))
