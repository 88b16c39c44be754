; Exercise 1.31: product, recursive (a) and iterative (b); factorial.
(define (product term a next b)
  (if (> a b)
      1
      (* (term a)
         (product term (next a) next b))))

(define (product-iter term a next b)
  (define (iter a result)
    (if (> a b)
        result
        (iter (next a) (* result (term a)))))
  (iter a 1))

(define (factorial n)
  (product identity 1 inc n))

; pi from the book's formula, pi/4 = (2*4*4*6*6*8...)/(3*3*5*5*7*7...),
; with 100 factors.
(define (wallis-factor k)
  (if (even? k)
      (/ (+ k 2.0) (+ k 1.0))
      (/ (+ k 1.0) (+ k 2.0))))
(* 4 (product wallis-factor 1 inc 100))
