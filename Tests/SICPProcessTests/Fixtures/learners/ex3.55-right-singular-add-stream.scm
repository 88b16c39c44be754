; The learner's own library (not in the repository) calls it add-stream.
(define (partial-sums s)
  (cons-stream (stream-car s)
               (add-stream (stream-cdr s) (partial-sums s))))
