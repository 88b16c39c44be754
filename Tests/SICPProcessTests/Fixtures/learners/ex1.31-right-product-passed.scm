; Exercise 1.31: both products, and an approximation of pi that takes
; the product procedure to use.
(define (product-rec term a next b)
  (if (> a b) 1 (* (term a) (product-rec term (next a) next b))))
(define (product-it term a next b)
  (define (iter a acc) (if (> a b) acc (iter (next a) (* acc (term a)))))
  (iter a 1))
(define (factorial n) (product-it (lambda (k) k) 1 (lambda (k) (+ k 1)) n))
(define (wallis k) (if (even? k) (/ (+ k 2.0) (+ k 1)) (/ (+ k 1.0) (+ k 2))))
(define (approx-pi n prod) (* 4 (prod wallis 1 (lambda (k) (+ k 1)) n)))
(approx-pi 1000 product-it)
(approx-pi 1000 product-rec)
