;; Exercise 1.33: the filter second; the parts over sum and product of my own.
(define (filtered-accumulate combiner predicate null-value term a next b)
  (if (> a b)
      null-value
      (combiner (if (predicate a) (term a) null-value)
                (filtered-accumulate combiner predicate null-value term (next a) next b))))

(define (squared-prime-numbers-sum a b)
  (sum prime? square a inc b))

(define (relative-prime-product n)
  (define (predicate i) (= (gcd i n) 1))
  (product predicate identity 1 inc (- n 1)))

(define (sum predicate term a next b) (filtered-accumulate + predicate 0 term a next b))
(define (product predicate term a next b) (filtered-accumulate * predicate 1 term a next b))

(define (prime? n)
  (define (iter d)
    (cond ((> (* d d) n) #t)
          ((= 0 (remainder n d)) (define found d) (not found))
          (else (iter (+ d 1)))))
  (and (> n 1) (iter 2)))
(define (inc x) (+ x 1))
(define (identity x) x)
