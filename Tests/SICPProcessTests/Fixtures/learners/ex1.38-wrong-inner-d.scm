;; Exercise 1.38: D is 1, 2, 1, 1, 4, 1, 1, 6 ...
(define (cont-frac n d k)
  (define (iter i acc)
    (if (= i 0)
        acc
        (iter (- i 1) (/ (n i) (+ (d i) acc)))))
  (iter k 0))

(define (e k)
  (+ 2 (cont-frac (lambda (i) 1.0)
                  (lambda (i) (if (= (remainder i 3) 2) (* 2 (/ i 3)) 1))
                  k)))
