;; factorial-1000: SICP 1.2.1's linear recursive factorial of 1000 (2568
;; digits), a hundred times; prints 1000!.
;; Portable: runs unchanged on sicp, Guile, MIT Scheme, Chez and CHICKEN.

(define (factorial n)
  (if (= n 1)
      1
      (* n (factorial (- n 1)))))

(define (repeat k)
  (if (= k 1)
      (factorial 1000)
      (begin (factorial 1000) (repeat (- k 1)))))

(display (repeat 100))
(newline)
