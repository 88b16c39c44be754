; Wrong: exercise 1.31 with product both ways and factorial, but its pi takes
; (k+1)/(k+2) for every factor, never (k+2)/(k+1), so it tends to 0.
(define (product term a next b)
  (if (> a b) 1 (* (term a) (product term (next a) next b))))
(define (product-iter term a next b)
  (define (iter a result)
    (if (> a b) result (iter (next a) (* result (term a)))))
  (iter a 1))
(define (factorial n) (product (lambda (x) x) 1 (lambda (x) (+ x 1)) n))
(define (pi-approx n)
  (* 4 (product-iter (lambda (k) (/ (+ k 1.0) (+ k 2.0))) 1 (lambda (k) (+ k 1)) n)))
