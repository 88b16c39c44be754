; Exercise 3.76: the sum of two successive elements, not their average.
(define (smooth s) (stream-map + s (stream-cdr s)))
