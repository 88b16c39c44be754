;; 1.19 logarithmic fibonacci
(define (fast-fib n)
  (let loop ((a 1) (b 0) (p 0) (q 1) (k n))
    (cond ((zero? k) b)
          ((even? k)
           (loop a b (+ (square p) (square q)) (+ (square q) (* 2 p q)) (quotient k 2)))
          (else
           (loop (+ (* b q) (* a q) (* a p)) (+ (* b p) (* a q)) p q (- k 1))))))
