; Exercise 1.46 with a fixed-point whose test is far too coarse,
; |g - f(g)| < 0.1: (fixed-point cos 1.0) stops at 0.7934
(define (iterative-improve good-enough? improve)
  (define (iterate guess)
    (if (good-enough? guess) guess (iterate (improve guess))))
  iterate)
(define (sqrt x)
  ((iterative-improve (lambda (g) (< (abs (- (* g g) x)) 0.001))
                      (lambda (g) (/ (+ g (/ x g)) 2)))
   1.0))
(define (fixed-point f first-guess)
  ((iterative-improve (lambda (g) (< (abs (- g (f g))) 0.1)) f) first-guess))
