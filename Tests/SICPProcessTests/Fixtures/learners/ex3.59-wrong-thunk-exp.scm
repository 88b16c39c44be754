; Exercise 3.59 with exp-series a procedure of no arguments that starts
; from 0: e^x's constant term is 1.
(define (integrate-series s)
  (stream-map / s (integers-starting-from 1)))

(define (exp-series)
  (cons-stream 0 (integrate-series (exp-series))))

(define cosine-series
  (cons-stream 1 (scale-stream (integrate-series sine-series) -1)))

(define sine-series
  (cons-stream 0 (integrate-series cosine-series)))
