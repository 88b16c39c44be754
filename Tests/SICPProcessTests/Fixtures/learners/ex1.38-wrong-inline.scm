; Exercise 1.38 with D written inline, and a step out: 2, 4, 6 at i = 1,
; 4, 7 (the remainder 1) instead of 2, 5, 8
(define (cont-frac n d k)
  (define (iter i result)
    (if (= i 0) result (iter (- i 1) (/ (n i) (+ (d i) result)))))
  (iter k 0))
(+ 2 (cont-frac (lambda (i) 1.0)
                (lambda (i) (if (= (remainder i 3) 1) (* 2 (/ (+ i 2) 3)) 1))
                100))
