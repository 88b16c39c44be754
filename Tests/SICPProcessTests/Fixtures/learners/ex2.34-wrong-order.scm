; folds from the left: the coefficients are taken highest first
(define (horner-eval x coefficient-sequence)
  (fold-left (lambda (higher-terms this-coeff) (+ this-coeff (* x higher-terms)))
             0
             coefficient-sequence))
