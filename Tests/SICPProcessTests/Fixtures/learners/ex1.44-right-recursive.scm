;; 1.44 without repeated
(define dx 0.001)
(define (average3 a b c) (/ (+ a b c) 3))
(define (smooth f)
  (lambda (x) (average3 (f (- x dx)) (f x) (f (+ x dx)))))
(define (smooth-n f n)
  (if (= n 0)
      f
      (smooth (smooth-n f (- n 1)))))
