; Exercise 3.59, the series under names of the learner's own
(define (integrate-series s) (stream-map / s (integers-starting-from 1)))
(define cos-s (cons-stream 1 (stream-map - (integrate-series sin-s))))
(define sin-s (cons-stream 0 (integrate-series cos-s)))
