; Exercise 3.74 with the learner's own sense data and a detector of its own.
(define sense-data (stream 1 2 1.5 1 0.5 -0.1 -2 -3 -2 -0.5 0.2 3 4))

(define (sign-change-detector a b)
  (cond ((and (negative? b) (positive? a)) 1)
        ((and (positive? b) (negative? a)) -1)
        (else 0)))

(define zero-crossings
  (stream-map sign-change-detector sense-data (cons-stream 0 sense-data)))
