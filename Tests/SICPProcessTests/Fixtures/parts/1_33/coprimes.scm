; Exercise 1.33, part (b), in a folder named for the exercise.
(define (filtered-accumulate combiner null-value term a next b keep?)
  (if (> a b)
      null-value
      (combiner (if (keep? a) (term a) null-value)
                (filtered-accumulate combiner null-value term (next a) next b keep?))))

(define (product-of-relative-primes n)
  (filtered-accumulate * 1 (lambda (i) i) 1 1+ (- n 1) (lambda (i) (= (gcd i n) 1))))
