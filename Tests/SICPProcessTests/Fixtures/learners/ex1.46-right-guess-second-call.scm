; Exercise 1.46 with sqrt and fixed-point returning the procedure of the
; first guess that iterative-improve makes: ((sqrt 2) 1.0).
(define (iterative-improve good-enough? improve)
  (lambda (guess)
    (if (good-enough? guess) guess ((iterative-improve good-enough? improve) (improve guess)))))
(define (sqrt x)
  (iterative-improve (lambda (g) (< (abs (- (* g g) x)) 1e-9))
                     (lambda (g) (/ (+ g (/ x g)) 2))))
(define (fixed-point f)
  (iterative-improve (lambda (g) (< (abs (- g (f g))) 1e-9)) f))
