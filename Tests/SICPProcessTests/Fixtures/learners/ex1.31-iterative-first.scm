; This learner wrote the iterative product first, then the recursive one.
(define (product term a next b)
  (define (iter a result)
    (if (> a b)
        result
        (iter (next a) (* result (term a)))))
  (iter a 1))

(define (product-rec term a next b)
  (if (> a b)
      1
      (* (term a) (product-rec term (next a) next b))))

; Wallis: pi/2 is the product of 4k^2 / (4k^2 - 1) for k from 1.
(define (pi-approx n)
  (* 2.0 (product (lambda (k) (/ (* 4.0 k k) (- (* 4.0 k k) 1))) 1 (lambda (k) (+ k 1)) n)))
