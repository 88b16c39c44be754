;; 1.38
(define (cont-frac n d k)
  (let loop ((i 1))
    (if (> i k) 0 (/ (n i) (+ (d i) (loop (+ i 1)))))))

(define (euler-d i)
  (cond ((= (modulo (+ i 1) 3) 0) (* 2 (quotient (+ i 1) 3)))
        (else 1)))

(define (estimate-e k)
  (+ 2.0 (cont-frac (lambda (i) 1) euler-d k)))
