;; SICP 1.38 -- the continued fraction is e - 2, and the top level adds 2
(define (cont-frac n d k)
  (let loop ((i 1))
    (if (> i k)
        0
        (/ (n i) (+ (d i) (loop (+ i 1)))))))

(define (euler-fraction k)
  (exact->inexact
   (cont-frac (lambda (i) 1)
              (lambda (i) (if (= 2 (remainder i 3)) (* 2 (/ (+ i 1) 3)) 1))
              k)))

(display (+ 2 (euler-fraction 20)))   ; 2.718281828459045
