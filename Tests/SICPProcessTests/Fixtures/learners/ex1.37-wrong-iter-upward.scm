; Exercise 1.37
(define (cont-frac n d k)
  (if (= k 0)
      0
      (/ (n k) (+ (d k) (cont-frac n d (- k 1))))))

(define (cont-frac-iter n d k)
  (define (iter i result)
    (if (> i k)
        result
        (iter (+ i 1) (/ (n i) (+ (d i) result)))))
  (iter 1 0))
