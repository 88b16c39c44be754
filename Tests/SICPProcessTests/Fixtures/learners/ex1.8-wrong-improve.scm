; Exercise 1.8
(define (cube-root x)
  (define (good-enough? guess next)
    (< (abs (- guess next)) (* 0.0001 guess)))
  (define (improve y)
    (/ (+ (/ x y) (* 2 y)) 3))
  (define (iter guess)
    (if (good-enough? guess (improve guess))
        guess
        (iter (improve guess))))
  (iter 1.0))
