;; 1.7 -- compare successive guesses as a ratio
(define (new-sqrt x)
  (define (improve guess) (/ (+ guess (/ x guess)) 2))
  (define (close? old new) (< (abs (- 1 (/ old new))) 1e-10))
  (define (iter guess)
    (let ((next (improve guess)))
      (if (close? guess next)
          next
          (iter next))))
  (iter 1.0))
