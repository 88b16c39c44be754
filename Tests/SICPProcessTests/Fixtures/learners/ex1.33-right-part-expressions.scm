; Exercise 1.33, the parts as expressions on numbers of the learner's choice
(define (filtered-accumulate combiner null-value term a next b filter)
  (if (> a b)
      null-value
      (combiner (if (filter a) (term a) null-value)
                (filtered-accumulate combiner null-value term (next a) next b filter))))
(define (prime? n)
  (and (> n 1) (let loop ((d 2)) (cond ((> (* d d) n) #t) ((= 0 (remainder n d)) #f) (else (loop (+ d 1)))))))
; (a) the sum of the squares of the primes from 1 to 10
(display (filtered-accumulate + 0 square 1 inc 10 prime?))
; (b) the product of the numbers below 10 prime to 10
(display (filtered-accumulate * 1 identity 1 inc 9 (lambda (i) (= (gcd i 10) 1))))
