;;; exercise 1.46 a: iterative-improve and sqrt
(define (iterative-improve good-enough? improve)
  (lambda (guess)
    (if (good-enough? guess) guess ((iterative-improve good-enough? improve) (improve guess)))))
(define (sqrt x)
  ((iterative-improve (lambda (g) (< (abs (- (* g g) x)) 0.00001))
                      (lambda (g) (/ (+ g (/ x g)) 2)))
   1.0))
