; Exercise 3.59 (a)
(define (integrate-series s)
  (stream-map / s (integers-starting-from 1)))
