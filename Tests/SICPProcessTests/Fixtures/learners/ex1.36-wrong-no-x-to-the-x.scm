; Exercise 1.36: fixed-point prints its guesses, but the file never
; solves x^x = 1000 (it finds the golden ratio only)
(define tolerance 0.00001)
(define (fixed-point f first-guess)
  (define (close-enough? v1 v2) (< (abs (- v1 v2)) tolerance))
  (define (try guess n)
    (display n) (display ":") (display guess) (newline)
    (let ((next (f guess)))
      (if (close-enough? guess next)
          next
          (try next (+ n 1)))))
  (try first-guess 1))
(fixed-point (lambda (x) (+ 1 (/ 1 x))) 2.0)
