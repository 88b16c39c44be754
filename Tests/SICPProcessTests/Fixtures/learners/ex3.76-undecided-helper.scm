; Exercise 3.76 written with a helper of the learner's own, defined elsewhere.
(define (smooth s)
  (cons-stream (/ (+ (first-of s) (first-of (stream-cdr s))) 2)
               (smooth (stream-cdr s))))
