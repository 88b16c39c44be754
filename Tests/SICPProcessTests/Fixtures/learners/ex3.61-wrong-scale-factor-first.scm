; Exercise 3.61 with scale-stream called factor first, and defined nowhere:
; the book's scale-stream (3.5.2) takes the stream first, and so do the
; Schemes the learners' judges ran it in, where it stops.
(define (invert-unit-series s)
  (cons-stream 1 (scale-stream -1 (mul-series (stream-cdr s) (invert-unit-series s)))))
