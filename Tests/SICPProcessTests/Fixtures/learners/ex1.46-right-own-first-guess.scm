; Exercise 1.46 with sqrt and fixed-point of one argument each: the first
; guess is their own, 1.0, as the book's calls start.
(define (iterative-improve good-enough? improve)
  (lambda (guess)
    (if (good-enough? guess) guess ((iterative-improve good-enough? improve) (improve guess)))))
(define (sqrt x)
  ((iterative-improve (lambda (g) (< (abs (- (* g g) x)) 1e-9))
                      (lambda (g) (/ (+ g (/ x g)) 2)))
   1.0))
(define (fixed-point f)
  ((iterative-improve (lambda (g) (< (abs (- g (f g))) 1e-9)) f) 1.0))
