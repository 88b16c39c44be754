; exercise 1.31: product by a recursive process, and pi from it
(define (product term a next b)
  (if (> a b)
      1
      (* (term a) (product term (next a) next b))))

(define (pi-product n)
  (define (term k)
    (/ (* (- k 1) (+ k 1)) (* k k)))
  (define (next k) (+ k 2))
  (* 4.0 (product term 3 next n)))
