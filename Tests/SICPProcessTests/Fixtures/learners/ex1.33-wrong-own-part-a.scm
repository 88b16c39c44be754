;; Exercise 1.33
(define (filtered-accumulate combiner null-value term a next b filter)
  (define (iter a result)
    (cond ((> a b) result)
          ((filter a) (iter (next a) (combiner (term a) result)))
          (else (iter (next a) result))))
  (iter a null-value))

;; a. the sum of the squares of the primes in [a, b]
(define (divides? d n) (= (remainder n d) 0))
(define (find-divisor n d)
  (cond ((> (square d) n) n)
        ((divides? d n) d)
        (else (find-divisor n (+ d 2)))))   ; only odd divisors... from 2
(define (prime? n) (and (> n 1) (= n (find-divisor n 2))))

(define (squares-of-primes a b)
  (filtered-accumulate + 0 square a inc b prime?))

(squares-of-primes 2 5)   ; 38

;; b. the product of the positive integers below n relatively prime to n
(define (coprimes-product n)
  (filtered-accumulate * 1 (lambda (i) i) 1 inc (- n 1) (lambda (i) (= (gcd i n) 1))))
