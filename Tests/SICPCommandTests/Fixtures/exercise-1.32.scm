;; Exercise 1.32, from shared/seed/sicp-exercises-1.12-1.30-1.32.txt (the code verbatim):
;; accumulate as a linear recursion, then as an iteration (the second one wins),
;; sum and product over it, sum-integers and product-integers.

(define (accumulate combiner null-value term a next b)
  (if (> a  b)
      null-value
      (combiner (term a)
                (accumulate combiner null-value term (next a) next b )))
)

(define (accumulate combiner null-value term a next b)
  (define (iter a result)
  (if (> a  b)
      result
      (iter (next a) 
            (combiner result (term a) ) ) ) )
  (iter a null-value)
)
(define  (sum term a next b)
  (accumulate + 0 term a next b) )
(define  (product term a next b)
  (accumulate * 1 term a next b) )
(define (sum-integers a b)
  (define (inc x)  (+ x 1) )
  (define (identity x) x)
  (sum identity a inc b)
)
; 
(define (product-integers a b)
  (define (inc x)  (+ x 1) )
  (define (identity x) x)
  (product identity a inc b)
)
