; Exercise 1.31: both products; "factorial" here names a product of term
; over a range, not n!, and the factorial itself is fact.
(define (product term a next b)
  (if (> a b) 1 (* (term a) (product term (next a) next b))))
(define (product-iter term a next b)
  (define (iter a acc) (if (> a b) acc (iter (next a) (* acc (term a)))))
  (iter a 1))
(define (factorial term a b) (product term a (lambda (k) (+ k 1)) b))
(define (fact n) (factorial (lambda (k) k) 1 n))
; pi by Wallis's formula, n factors, under a name of this file's own.
(define (wallis n)
  (* 4.0 (product (lambda (k) (if (even? k) (/ (+ k 2) (+ k 1)) (/ (+ k 1) (+ k 2))))
                  1 (lambda (k) (+ k 1)) n)))
