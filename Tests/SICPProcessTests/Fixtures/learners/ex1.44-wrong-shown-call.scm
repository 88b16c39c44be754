; Exercise 1.44: the n-fold smoothing shown as a call, with a repeated that applies f one time too few
(define dx 0.00001)
(define (compose f g) (lambda (x) (f (g x))))
(define (repeated f n)
  (if (= n 2)
      f
      (compose f (repeated f (- n 1)))))

(define (smooth f)
  (lambda (x)
    (/ (+ (f (- x dx)) (f x) (f (+ x dx))) 3)))

(((repeated smooth 3) square) 2)
