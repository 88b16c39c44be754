;; SICP exercise 1.17
(define (double n) (* n 2))
(define (halve n) (quotient n 2))

(define (mult x y)
  (if (= y 0)
      0
      (if (even? y)
          (mult (double x) (halve y))
          (+ x (mult x (-1+ y))))))
