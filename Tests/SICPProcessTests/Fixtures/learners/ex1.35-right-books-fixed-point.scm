; Exercise 1.35 with the book's fixed-point (1.3.3), which the file does not copy.
(define golden-ratio (fixed-point (lambda (x) (+ 1 (/ 1 x))) 1.0))
golden-ratio
