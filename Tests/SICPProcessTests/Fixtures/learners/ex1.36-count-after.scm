; Exercise 1.36, each guess followed by its count on its line: "-> 2.#1",
; "-> 9.965784284662087#2", ...: the guess is the line's first number.
(define tolerance 0.00001)
(define (fixed-point f first-guess)
  (define (close-enough? v1 v2) (< (abs (- v1 v2)) tolerance))
  (define (try steps guess)
    (display "-> ") (display guess) (display "#") (display steps) (newline)
    (let ((next (f guess)))
      (if (close-enough? guess next)
          guess
          (try (+ steps 1) next))))
  (try 1 first-guess))
(fixed-point (lambda (x) (/ (log 1000) (log x))) 2.0)
(fixed-point (lambda (x) (/ (+ x (/ (log 1000) (log x))) 2)) 2.0)
