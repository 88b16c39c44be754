;; 1.33 -- accumulate of 1.32 with a filter, which comes third here
(define (accumulate combiner null-value filter term a next b)
  (define (iter a result)
    (cond ((> a b) result)
          ((filter a) (iter (next a) (combiner (term a) result)))
          (else (iter (next a) result))))
  (iter a null-value))

(accumulate + 0 even? identity 0 inc 10)  ; 30

;; a. the sum of the squares of the primes from a to b
(define (prime? n)
  (define (iter d) (cond ((> (* d d) n) #t) ((= 0 (remainder n d)) #f) (else (iter (+ d 1)))))
  (and (> n 1) (iter 2)))
(define (prime-squares-sum a b)
  (accumulate + 0 prime? square a inc b))

;; b. the product of the positive integers below n that are relatively prime to n
(define (coprimes-product n)
  (accumulate * 1 (lambda (i) (= (gcd i n) 1)) identity 1 inc (- n 1)))
