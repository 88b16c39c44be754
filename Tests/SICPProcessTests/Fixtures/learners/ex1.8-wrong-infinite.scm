;; 1.8 -- five steps of Newton's method, from a first guess of 0
(define (improve guess x)
  (/ (+ (/ x (* guess guess)) (* 2 guess)) 3))
(define (cube-root x)
  (define (iter guess n)
    (if (= n 0)
        guess
        (iter (improve guess x) (- n 1))))
  (iter 0. 5))
