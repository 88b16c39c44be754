; Exercise 1.46: fixed-point uses iterative-improve, sqrt does not.
(define (iterative-improve good-enough? improve)
  (lambda (guess)
    (if (good-enough? guess)
        guess
        ((iterative-improve good-enough? improve) (improve guess)))))
(define (sqrt x)
  (define (iter guess)
    (if (< (abs (- (* guess guess) x)) 0.00001)
        guess
        (iter (/ (+ guess (/ x guess)) 2))))
  (iter 1.0))
(define (fixed-point f first-guess)
  ((iterative-improve (lambda (g) (< (abs (- g (f g))) 0.00001)) f) first-guess))
