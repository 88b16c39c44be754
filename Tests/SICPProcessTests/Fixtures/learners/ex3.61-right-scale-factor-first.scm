; Exercise 3.61 with scale-stream called factor first, as a learner's own
; library has it, and defined nowhere in the file.
(define (invert-unit-series s)
  (cons-stream 1 (scale-stream -1 (mul-series (stream-cdr s) (invert-unit-series s)))))
