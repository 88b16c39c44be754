; Exercise 1.3
(define (sum-of-squares x y) (+ (* x x) (* y y)))

(define (sum-of-squares-of-two-largest a b c)
  (cond ((and (< a b) (< a c)) (sum-of-squares b c))
        ((and (< b a) (< b c)) (sum-of-squares a c))
        (else (sum-of-squares a b))))
