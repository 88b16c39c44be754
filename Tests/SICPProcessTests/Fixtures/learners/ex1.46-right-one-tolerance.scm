; Exercise 1.46 with one test for both, 1.1.7's: |g - f(g)| < 0.001,
; returning the guess that passes it
(define (iterative-improve good-enough? improve)
  (define (iterate guess)
    (if (good-enough? guess) guess (iterate (improve guess))))
  iterate)
(define (sqrt x)
  ((iterative-improve (lambda (g) (< (abs (- (* g g) x)) 0.001))
                      (lambda (g) (/ (+ g (/ x g)) 2)))
   1.0))
(define (fixed-point f first-guess)
  ((iterative-improve (lambda (g) (< (abs (- g (f g))) 0.001)) f) first-guess))
