;; 1.31 -- pi by Wallis's product, in exact rationals
(define (product term a next b)
  (if (> a b)
      1
      (* (term a) (product term (next a) next b))))

(define (product-iter term a next b)
  (define (iter a result)
    (if (> a b) result (iter (next a) (* (term a) result))))
  (iter a 1))

(define (factorial n) (product (lambda (x) x) 1 (lambda (x) (+ x 1)) n))

(define (pi-approximation n)
  (define (next x) (+ x 1))
  (define (term x) (* (/ (* 2 x) (- (* 2 x) 1)) (/ (* 2 x) (+ (* 2 x) 1))))
  (* 2 (product term 1 next n)))

;; every multiplication happens on the way back from the recursion
(exact->inexact (pi-approximation 10000))
