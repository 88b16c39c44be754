; Exercise 1.36: a count after each guess, but every other guess is skipped
(define tolerance 0.00001)
(define (fixed-point f first-guess)
  (define (close-enough? v1 v2)
    (< (abs (- v1 v2)) tolerance))
  (define (try guess count)
    (let ((next (f guess)))
      (display next)
      (newline)
      (display "count: ")
      (display count)
      (newline)
      (if (close-enough? guess next)
          next
          (try (f next) (+ count 1)))))
  (try first-guess 0))

(fixed-point (lambda (x) (/ (log 1000) (log x))) 2.0)
(fixed-point (lambda (x) (* 0.5 (+ x (/ (log 1000) (log x))))) 2.0)
