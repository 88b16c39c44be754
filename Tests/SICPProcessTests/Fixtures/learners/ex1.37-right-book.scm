; Exercise 1.37: k-term finite continued fractions.
(define (cont-frac n d k)
  (define (recur i)
    (if (> i k)
        0
        (/ (n i) (+ (d i) (recur (+ i 1))))))
  (recur 1))

(define (cont-frac-iter n d k)
  (define (iter i result)
    (if (= i 0)
        result
        (iter (- i 1) (/ (n i) (+ (d i) result)))))
  (iter k 0))

; 1/phi = 0.6180339887...: k = 11 gives 0.6180555..., 4 decimals right.
(cont-frac (lambda (i) 1.0) (lambda (i) 1.0) 11)
