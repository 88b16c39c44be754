; X computed again at each level instead of named once: slower, as right
(define (mul-series a b)
  (cons-stream (* (stream-car a) (stream-car b))
               (add-streams (scale-stream (stream-cdr b) (stream-car a))
                            (mul-series (stream-cdr a) b))))

(define (invert-unit-series s)
  (cons-stream 1
               (stream-map - (mul-series (stream-cdr s) (invert-unit-series s)))))
