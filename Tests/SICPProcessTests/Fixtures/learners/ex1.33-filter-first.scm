; The filter as the first argument, and an iterative process.
(define (filtered-accumulate filter combiner null-value term a next b)
  (define (iter a result)
    (cond ((> a b) result)
          ((filter a) (iter (next a) (combiner result (term a))))
          (else (iter (next a) result))))
  (iter a null-value))

(define (prime? n)
  (define (iter d) (cond ((> (* d d) n) #t) ((= 0 (remainder n d)) #f) (else (iter (+ d 1)))))
  (and (> n 1) (iter 2)))
(define (sum-of-prime-squares a b) (filtered-accumulate prime? + 0 square a 1+ b))
(define (product-of-relative-primes n)
  (filtered-accumulate (lambda (i) (= (gcd i n) 1)) * 1 (lambda (i) i) 1 1+ (- n 1)))
