; Exercise 3.74: the stream compared with its own rest, so the signs come out reversed.
(define (sign-change-detector current last)
  (cond ((and (< last 0) (>= current 0)) 1)
        ((and (>= last 0) (< current 0)) -1)
        (else 0)))

(define zero-crossings
  (stream-map sign-change-detector sense-data (stream-cdr sense-data)))
