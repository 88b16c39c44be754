;; exercise 1.33 -- prime? comes from my 1.21 file
(load "../common/helpers.scm")

(define (filtered-accumulate filter combiner null-value term a next b)
  (if (> a b)
      null-value
      (combiner (if (filter a) (term a) null-value)
                (filtered-accumulate filter combiner null-value term (next a) next b))))

(define (sum-prime a b)
  (filtered-accumulate prime? + 0 square a inc b))

(define (product-coprime n)
  (filtered-accumulate (lambda (i) (= 1 (gcd i n))) * 1 identity 1 inc (- n 1)))
