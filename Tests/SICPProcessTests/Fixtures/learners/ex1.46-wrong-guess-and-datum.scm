; 1.46 in the same convention, but the improver improves once and stops:
; it never tries the improved guess again.
(define (iterative-improve good-enough? improve)
  (define (try guess datum)
    (if (good-enough? guess datum)
        guess
        (improve guess datum)))
  try)

(define (sqrt x)
  ((iterative-improve (lambda (guess x) (< (abs (- (* guess guess) x)) 1e-6))
                      (lambda (guess x) (/ (+ guess (/ x guess)) 2)))
   1.0 x))

(define (fixed-point f first-guess)
  ((iterative-improve (lambda (guess f) (< (abs (- guess (f guess))) 1e-6))
                      (lambda (guess f) (f guess)))
   first-guess f))
