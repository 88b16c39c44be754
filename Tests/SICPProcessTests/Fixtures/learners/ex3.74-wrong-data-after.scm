; Wrong: exercise 3.74 with zero-crossings written above the data it reads,
; which the file defines only after it, and the detector given the values the other way round.
(define (sign-change-detector new old)
  (cond ((and (< old 0) (>= new 0)) 1)
        ((and (>= old 0) (< new 0)) -1)
        (else 0)))
(define zero-crossings
  (stream-map sign-change-detector (cons-stream 0 sense-data) sense-data))
(define sense-data
  (list->stream '(1 2 1.5 1 0.5 -0.1 -2 -3 -2 -0.5 0.2 3 4 3 1 -1 -2 -1 0.5 2 1 -1 -3 -1 2 4)))
