;; smooth with a dx of the file's own, and n-fold smoothing shown as a
;; call of repeated rather than written as a procedure.
(define dx 0.1)
(define (compose f g) (lambda (x) (f (g x))))
(define (repeated f n) (if (= n 1) f (compose f (repeated f (- n 1)))))
(define (smooth f)
  (lambda (x) (/ (+ (f (- x dx)) (f x) (f (+ x dx))) 3)))
(((repeated smooth 2) square) 5)
