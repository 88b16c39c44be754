;; cubes-big: SICP 1.3.1's sum-cubes as an iterative process, summing k^3
;; for k = 1..200000: the partial sums pass 2^64 near k = 92682, so the
;; second half adds into big integers. Prints 400004000010000000000
;; ((n(n+1)/2)^2 for n = 200000).
;; Portable: runs unchanged on sicp, Guile, MIT Scheme, Chez and CHICKEN.

(define (cube x) (* x x x))

(define (sum-cubes a b)
  (define (iter a result)
    (if (> a b)
        result
        (iter (+ a 1) (+ result (cube a)))))
  (iter a 0))

(display (sum-cubes 1 200000))
(newline)
