;; Exercise 1.11, the recursive f and a helper bound by one define-values.
(define-values (f f-helper)
  (values
   (lambda (n)
     (if (< n 3)
         n
         (+ (f (- n 1))
            (* 2 (f (- n 2)))
            (* 3 (f (- n 3))))))
   (lambda (a b c) (+ a (* 2 b) (* 3 c)))))
