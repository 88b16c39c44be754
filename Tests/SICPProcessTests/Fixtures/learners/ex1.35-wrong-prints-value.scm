(define tolerance 0.00001)
(define (fixed-point f first-guess)
  (define (close-enough? v1 v2) (< (abs (- v1 v2)) tolerance))
  (define (try guess)
    (let ((next (f guess)))
      (if (close-enough? guess next) next (try next))))
  (try first-guess))

; Shows the fixed point of x -> 1 + x/1 ... of the wrong map.
(define (golden-ratio)
  (display "golden ratio: ")
  (display (fixed-point (lambda (x) (+ 1 (/ x 2))) 1.0))
  (newline))
