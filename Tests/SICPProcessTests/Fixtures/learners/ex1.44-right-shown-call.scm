; Exercise 1.44: smooth, and the n-fold smoothed function shown as a call of repeated
(define dx 0.00001)
(define (compose f g) (lambda (x) (f (g x))))
(define (repeated f n)
  (if (= n 1)
      f
      (compose f (repeated f (- n 1)))))

(define (smooth f)
  (lambda (x)
    (/ (+ (f (- x dx)) (f x) (f (+ x dx))) 3)))

(((repeated smooth 3) square) 2)
