; Exercise 1.31: product both ways, factorial, and pi by Wallis's product
; (2·4·4·6·6·8...)/(3·3·5·5·7·7...), n factors.
(define (product term a next b)
  (if (> a b) 1 (* (term a) (product term (next a) next b))))
(define (product-iter term a next b)
  (define (iter a result)
    (if (> a b) result (iter (next a) (* result (term a)))))
  (iter a 1))
(define (factorial n) (product (lambda (x) x) 1 (lambda (x) (+ x 1)) n))
(define (pi-approx n)
  (define (term k)
    (if (even? k) (/ (+ k 2.0) (+ k 1.0)) (/ (+ k 1.0) (+ k 2.0))))
  (* 4 (product-iter term 1 (lambda (k) (+ k 1)) n)))
