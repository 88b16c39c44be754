; Exercise 1.33 with the Fermat test of 1.2.6 as its prime?: 561, a
; Carmichael number, passes it for every base, so part (a) counts it.
(define (filtered-accumulate combiner null-value term a next b keep?)
  (cond ((> a b) null-value)
        ((keep? a) (combiner (term a) (filtered-accumulate combiner null-value term (next a) next b keep?)))
        (else (filtered-accumulate combiner null-value term (next a) next b keep?))))

(define (expmod base exp m)
  (cond ((= exp 0) 1)
        ((even? exp) (remainder (square (expmod base (/ exp 2) m)) m))
        (else (remainder (* base (expmod base (- exp 1) m)) m))))

(define (fermat-test n)
  (let ((a (+ 1 (random (- n 1)))))
    (= (expmod a n n) a)))

(define (prime? n)
  (let loop ((times 10))
    (cond ((= times 0) #t)
          ((fermat-test n) (loop (- times 1)))
          (else #f))))

(define (sum-of-prime-squares a b)
  (filtered-accumulate + 0 square a inc b prime?))

(define (product-of-relative-primes n)
  (filtered-accumulate * 1 identity 1 inc (- n 1) (lambda (i) (= (gcd i n) 1))))
