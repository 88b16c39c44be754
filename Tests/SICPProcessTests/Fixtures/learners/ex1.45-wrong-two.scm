; Exercise 1.45: two dampings
(define tolerance 0.00001)
(define (fixed-point f first-guess)
  (define (close-enough? v1 v2)
    (< (abs (- v1 v2)) tolerance))
  (define (try guess)
    (let ((next (f guess)))
      (if (close-enough? guess next)
          next
          (try next))))
  (try first-guess))
(define (average a b) (/ (+ a b) 2))
(define (average-damp f) (lambda (x) (average x (f x))))

(define (nth-root x n)
  (fixed-point (average-damp (average-damp (lambda (y) (/ x (expt y (- n 1))))))
               1.0))
