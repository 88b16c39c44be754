; Exercise 1.35 with the book's fixed-point, and the wrong transformation.
(define golden-ratio (fixed-point (lambda (x) (+ 1 (/ 2 x))) 1.0))
golden-ratio
