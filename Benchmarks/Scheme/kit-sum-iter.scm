;; kit-sum-iter: sum-iter with sicp's built-in kit: sum-iterative, identity
;; and inc are native, so only the driver below is Scheme.
;; Prints 5000005000000, as sum-iter.scm does.
;; sicp only: the other Schemes have no such kit (compare with sum-iter.scm).

;; k sums of 1..n, added up, so that each one is used.
(define (kit-sum-iter-times k n)
  (if (= k 0)
      0
      (+ (sum-iterative identity 1 inc n) (kit-sum-iter-times (- k 1) n))))

(display (kit-sum-iter-times 10 1000000))
(newline)
