(define (compose f g) (lambda (x) (f (g x))))
(define (repeated n f)
  (if (= n 1)
      f
      (compose f (repeated (- n 1) f))))
((repeated 2 square) 5)
