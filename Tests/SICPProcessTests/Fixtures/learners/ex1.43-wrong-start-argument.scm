; Exercise 1.43: repeated with the function it starts from as an argument, one application short.
(define (compose f g) (lambda (x) (f (g x))))
(define (nthCall f start n)
  (if (= n 1)
      start
      (nthCall f (compose f start) (- n 1))))
((nthCall square (lambda (x) x) 2) 5)
