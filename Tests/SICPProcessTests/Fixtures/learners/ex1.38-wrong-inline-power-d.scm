; Exercise 1.38 with D written inline, as 2 to the power (i + 1)/3 at
; every third i: 1 2 1 1 4 1 1 8 ..., where Euler's sequence has 6. The
; value, 0.71828797, is close to e - 2, 0.71828183, and wrong.
(define (cont-frac n d k)
  (define (iter i result)
    (if (= i 0) result (iter (- i 1) (/ (n i) (+ (d i) result)))))
  (iter k 0))
(cont-frac (lambda (i) 1.0)
           (lambda (i) (if (= (remainder (+ i 1) 3) 0) (expt 2 (/ (+ i 1) 3)) 1))
           17)
