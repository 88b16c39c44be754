; multiplies term by term: that is mul-streams, not the product of series
(define (mul-series s1 s2) (stream-map * s1 s2))
