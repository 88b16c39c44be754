;; sum-rec: SICP 1.3.1's sum as a linear recursive process (100000 calls
;; deep), term and next written in Scheme: ten sums of 1..100000.
;; Prints 50000500000 (10 * 5000050000).
;; Portable: runs unchanged on sicp, Guile, MIT Scheme, Chez and CHICKEN.

(define (inc x) (+ x 1))
(define (identity x) x)

(define (sum term a next b)
  (if (> a b)
      0
      (+ (term a)
         (sum term (next a) next b))))

;; k sums of 1..n, added up, so that each one is used.
(define (sum-rec-times k n)
  (if (= k 0)
      0
      (+ (sum identity 1 inc n) (sum-rec-times (- k 1) n))))

(display (sum-rec-times 10 100000))
(newline)
