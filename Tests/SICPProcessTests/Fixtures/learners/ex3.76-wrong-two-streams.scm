; Exercise 3.76: an average of two streams, and no detector that uses it
(define (smooth s1 s2)
  (stream-map (lambda (x y) (/ (+ x y) 2)) s1 s2))
(stream-head (smooth integers (stream-cdr integers)) 5)
