; Exercise 2.34 that multiplies every coefficient by x and divides the sum
; by x once: (horner-eval 0 (list 1 3 0 5 0 1)) divides by zero.
(define (horner-eval x coefficient-sequence)
  (/ (accumulate (lambda (this-coeff higher-terms) (* x (+ this-coeff higher-terms)))
                 0
                 coefficient-sequence)
     x))
