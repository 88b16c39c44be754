;; 1.40, Horner's rule
(define (cubic a b c)
  (define (f x)
    (+ c (* x (+ b (* x (+ a x))))))
  f)
