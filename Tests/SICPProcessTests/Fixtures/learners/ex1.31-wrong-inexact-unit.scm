;; Exercise 1.31: product begun at 1.0, so factorials come out inexact (and 171! as +inf.0).

(define (identity x) x)
(define (inc n) (+ n 1))

;; a. product as a recursive process
(define (product term a next b)
  (if (> a b)
      1.0
      (* (term a) (product term (next a) next b))))

;; b. product as an iterative process
(define (product-iter term a next b)
  (define (loop k acc)
    (if (> k b)
        acc
        (loop (next k) (* acc (term k)))))
  (loop a 1.0))

(define (factorial n) (product identity 1 inc n))

;; pi/4 = (2*4*4*6*6*8...)/(3*3*5*5*7*7...): the k-th factor is
;; (2k)(2k+2)/(2k+1)^2.
(define (pi-product n)
  (define (factor k)
    (/ (* (* 2 k) (+ (* 2 k) 2))
       (* (+ (* 2 k) 1) (+ (* 2 k) 1))))
  (* 4 (product-iter factor 1 inc n)))

(factorial 6)
(pi-product 1000)
