;; harmonic: exact rationals, the sum of 1/k for k = 1..2000 (SICP 1.3.1's
;; sum with a rational term): each step adds a fraction and reduces it to
;; lowest terms, with numerator and denominator of about 870 digits by the
;; end. Prints that exact sum.
;; Portable: runs unchanged on sicp, Guile, MIT Scheme, Chez and CHICKEN.

(define (harmonic n)
  (define (iter k result)
    (if (> k n)
        result
        (iter (+ k 1) (+ result (/ 1 k)))))
  (iter 1 0))

(display (harmonic 2000))
(newline)
