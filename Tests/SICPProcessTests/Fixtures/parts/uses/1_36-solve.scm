; exercise 1.36: x^x = 1000 with average damping, with the fixed-point of 1_36-fixed-point.scm
(fixed-point (lambda (x) (/ (+ x (/ (log 1000) (log x))) 2)) 2.0)
