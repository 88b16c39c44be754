;; Each Dᵢ from the ones before it: 1 after an even one, 1 after a 1 that
;; follows an even one, else two more than the even one three places back.
;; Right, and slow: each call makes three more.
(define (cont-frac n d k)
  (define (from i)
    (if (> i k) 0 (/ (n i) (+ (d i) (from (+ i 1))))))
  (from 1))
(define (d i)
  (cond ((= i 1) 1)
        ((= i 2) 2)
        (else (let ((before (d (- i 1))) (two-before (d (- i 2))))
                (cond ((even? before) 1)
                      ((even? two-before) 1)
                      (else (+ (d (- i 3)) 2)))))))
(define e (+ 2 (cont-frac (lambda (i) 1.0) d 20)))
