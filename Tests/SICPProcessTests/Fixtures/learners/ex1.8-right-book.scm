; Exercise 1.8: Newton's method for cube roots.
(define (cube x) (* x x x))
(define (cube-root x) (cube-root-iter 1.0 x))
(define (cube-root-iter guess x)
  (if (good-enough? guess x)
      guess
      (cube-root-iter (improve guess x) x)))
(define (good-enough? guess x)
  (< (abs (- (cube guess) x)) 0.001))
(define (improve y x)
  (/ (+ (/ x (* y y)) (* 2 y)) 3))
