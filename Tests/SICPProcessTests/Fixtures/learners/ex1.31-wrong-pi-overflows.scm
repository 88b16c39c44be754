; Exercise 1.31: the pi product as two products of floats, numerator and
; denominator apart: near pi for n = 100, but past n = 150 each overflows
; to +inf.0 and their quotient is +nan.0.
(define (product term a next b)
  (if (> a b)
      1
      (* (term a) (product term (next a) next b))))

(define (product-iter term a next b)
  (define (iter a acc)
    (if (> a b) acc (iter (next a) (* acc (term a)))))
  (iter a 1))

(define (factorial n) (product-iter (lambda (k) k) 1 (lambda (k) (+ k 1)) n))

(define (pi-approx n)
  (define (add-two k) (+ k 2))
  (define (sq x) (* x x))
  (* 4.0
     (/ (* 2.0 (product-iter sq 4.0 add-two n) (+ n 2))
        (product-iter sq 3.0 add-two (+ n 1)))))
