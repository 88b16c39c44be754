; Exercise 1.36: the undamped function is named no-average-damping.
(define tolerance 0.00001)
(define (fixed-point f first-guess)
  (define (close-enough? v1 v2)
    (< (abs (- v1 v2)) tolerance))
  (define (try guess)
    (display guess)
    (newline)
    (let ((next (f guess)))
      (if (close-enough? guess next)
          next
          (try next))))
  (try first-guess))

(define (average a b) (/ (+ a b) 2))
(define (no-average-damping x) (/ (log 1000) (log x)))
(define (with-average-damping x) (average x (/ (log 1000) (log x))))

(fixed-point no-average-damping 2.0)
(fixed-point with-average-damping 2.0)
