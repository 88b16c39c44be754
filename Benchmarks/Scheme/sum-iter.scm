;; sum-iter: SICP 1.3.1's sum as an iterative process (exercise 1.30, the
;; seed's answer), term and next written in Scheme: ten sums of 1..1000000.
;; Prints 5000005000000 (10 * 500000500000).
;; Portable: runs unchanged on sicp, Guile, MIT Scheme, Chez and CHICKEN.

(define (inc x) (+ x 1))
(define (identity x) x)

(define (sum term a next b)
  (define (iter a result)
    (if (> a b)
        result
        (iter (next a) (+ result (term a)))))
  (iter a 0))

;; k sums of 1..n, added up, so that each one is used.
(define (sum-iter-times k n)
  (if (= k 0)
      0
      (+ (sum identity 1 inc n) (sum-iter-times (- k 1) n))))

(display (sum-iter-times 10 1000000))
(newline)
