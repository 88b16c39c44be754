; Exercise 1.35: phi computed at the top level, next to the book's cos example.
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

(fixed-point cos 1.0)
(display (fixed-point (lambda (x) (+ 1 (/ 1 x))) 1.0))
