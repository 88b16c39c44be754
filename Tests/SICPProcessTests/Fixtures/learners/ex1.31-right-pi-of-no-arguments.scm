; Exercise 1.31 with the approximation of pi as a procedure of no arguments:
; the learner chose the number of factors.
(define (product term a next b)
  (if (> a b)
      1
      (* (term a) (product term (next a) next b))))

(define (product-iter term a next b)
  (define (iter a result)
    (if (> a b)
        result
        (iter (next a) (* result (term a)))))
  (iter a 1))

(define (factorial n) (product (lambda (x) x) 1 (lambda (x) (+ x 1)) n))

(define (pi-term k) (if (even? k) (/ (+ k 2.0) (+ k 1.0)) (/ (+ k 1.0) (+ k 2.0))))
(define (pi-next k) (+ k 1))
(define (approximate-pi)
  (* 4 (product-iter pi-term 1 pi-next 1000)))
