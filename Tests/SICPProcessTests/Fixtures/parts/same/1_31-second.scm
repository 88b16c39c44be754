(define (product term a next b)
  (if (> a b)
      1
      (* (term a) (product term (next a) next b))))
(define (pi-product n)
  (* 4.0 (product (lambda (k) (/ (* (- k 1) (+ k 1)) (* k k))) 3 (lambda (k) (+ k 2)) n)))
