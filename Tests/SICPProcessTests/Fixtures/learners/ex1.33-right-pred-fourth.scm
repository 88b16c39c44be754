; Exercise 1.33, the predicate after the term
(define (filtered-accumulate combiner null-value term pred a next b)
  (cond ((> a b) null-value)
        ((pred a) (combiner (term a) (filtered-accumulate combiner null-value term pred (next a) next b)))
        (else (filtered-accumulate combiner null-value term pred (next a) next b))))

(define (prime? n)
  (define (iter d) (cond ((> (* d d) n) #t) ((= 0 (remainder n d)) #f) (else (iter (+ d 1)))))
  (and (> n 1) (iter 2)))
(define (sum-of-prime-squares a b) (filtered-accumulate + 0 square prime? a 1+ b))
(define (product-of-relative-primes n)
  (filtered-accumulate * 1 (lambda (i) i) (lambda (i) (= (gcd i n) 1)) 1 1+ (- n 1)))
