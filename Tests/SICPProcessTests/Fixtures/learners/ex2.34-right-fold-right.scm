(define (horner-eval x coefficients)
  (fold-right (lambda (a rest) (+ (* rest x) a)) 0 coefficients))
