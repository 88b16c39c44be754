; Exercise 1.16, a first attempt: each round takes the largest power of two
; left in n, squaring up to it from b again: iterative, right values, but
; Θ(log² n) steps.
(define (fast-expt-iter b n)
  (define (iter a n)
    (if (= n 0)
        a
        (top a b 1 n)))
  ; b-to-k is b^k for k a power of two; it grows while 2k <= n.
  (define (top a b-to-k k n)
    (if (<= (* 2 k) n)
        (top a (square b-to-k) (* 2 k) n)
        (iter (* a b-to-k) (- n k))))
  (iter 1 n))
