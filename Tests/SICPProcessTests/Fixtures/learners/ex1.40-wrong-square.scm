; Exercise 1.40
(define (cubic a b c)
  (lambda (x) (+ (cube x) (* a x) (* b x) c)))
