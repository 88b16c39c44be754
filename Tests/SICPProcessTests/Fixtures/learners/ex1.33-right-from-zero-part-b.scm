; Exercise 1.33: part (b) counts from 0 (prime to n only when n = 1).
(define (filtered-accumulate combiner null-value term a next b keep?)
  (if (> a b)
      null-value
      (combiner (if (keep? a) (term a) null-value)
                (filtered-accumulate combiner null-value term (next a) next b keep?))))
(define (sum-of-prime-squares a b)
  (filtered-accumulate + 0 square a inc b prime?))
(define (product-of-relative-primes n)
  (filtered-accumulate * 1 identity 0 inc (- n 1) (lambda (i) (= (gcd i n) 1))))
