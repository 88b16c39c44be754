; Exercise 1.36: fixed-point printing its guesses, and the two functions
; whose fixed point solves x^x = 1000, without and with average damping,
; left for the reader to run.
(define tolerance 0.00001)

(define (fixed-point f first-guess)
  (define (close-enough? v1 v2) (< (abs (- v1 v2)) tolerance))
  (define (try guess)
    (display guess)
    (newline)
    (let ((next (f guess)))
      (if (close-enough? guess next) next (try next))))
  (try first-guess))

(define (x-to-the-x x) (/ (log 1000) (log x)))

(define (average a b) (/ (+ a b) 2))

(define (x-to-the-x-damped x) (average x (x-to-the-x x)))
