; Exercise 1.17
(define (double x) (+ x x))
(define (halve x) (/ x 2))

(define (fast-mult a b)
  (if (= b 0)
      0
      (+ a (fast-mult a (- b 1)))))
