;; 1.39 without cont-frac: x / (1 - x^2 / (3 - x^2 / (5 - ...)))
(define (tan-cf x k)
  (define x2 (* x x))
  (define (recur i)
    (if (> i k)
        0
        (/ x2 (- (- (* 2 i) 1) (recur (+ i 1))))))
  (/ x (- 1 (recur 2))))
