; Exercise 1.37 with k first, as I think of it.
(define (cont-frac k n d)
  (define (frac i)
    (if (> i k)
        0
        (/ (n i) (+ (d i) (frac (+ i 1))))))
  (frac 1))

(define (cont-frac-iter k n d)
  (define (iter i result)
    (if (= i 0)
        result
        (iter (- i 1) (/ (n i) (+ (d i) result)))))
  (iter k 0))

(cont-frac 12 (lambda (i) 1.0) (lambda (i) 1.0))
