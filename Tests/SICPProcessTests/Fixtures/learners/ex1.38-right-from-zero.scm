; Exercise 1.38, with a cont-frac whose terms count from 0
(define (cont-frac n d k)
  (define (term i)
    (if (= i k)
        0
        (/ (n i) (+ (d i) (term (+ i 1))))))
  (term 0))
(define (d i)
  (if (= (remainder i 3) 1)
      (* 2 (/ (+ i 2) 3))
      1))
(define (e k) (+ 2 (cont-frac (lambda (i) 1.0) d k)))
