; Exercise 1.38: e by Euler's continued fraction.
(define (cont-frac n d k)
  (define (iter i result)
    (if (= i 0)
        result
        (iter (- i 1) (/ (n i) (+ (d i) result)))))
  (iter k 0))

(define (d i)
  (if (= (remainder i 3) 2)
      (* 2 (/ (+ i 1) 3))
      1))

(define (e k)
  (+ 2 (cont-frac (lambda (i) 1.0) d k)))

(e 20)
