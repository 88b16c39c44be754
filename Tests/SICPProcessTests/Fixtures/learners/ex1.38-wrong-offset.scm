; Exercise 1.38
(define (cont-frac n d k)
  (define (iter i result)
    (if (= i 0)
        result
        (iter (- i 1) (/ (n i) (+ (d i) result)))))
  (iter k 0))

(define (d i)
  (if (= (remainder i 3) 0)
      (* 2 (/ i 3))
      1))

(define (e k)
  (+ 2 (cont-frac (lambda (i) 1.0) d k)))
