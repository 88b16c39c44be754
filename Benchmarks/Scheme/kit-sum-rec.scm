;; kit-sum-rec: sum-rec with sicp's built-in kit: sum-recursive, identity
;; and inc are native, so only the driver below is Scheme.
;; Prints 50000500000, as sum-rec.scm does.
;; sicp only: the other Schemes have no such kit (compare with sum-rec.scm).

;; k sums of 1..n, added up, so that each one is used.
(define (kit-sum-rec-times k n)
  (if (= k 0)
      0
      (+ (sum-recursive identity 1 inc n) (kit-sum-rec-times (- k 1) n))))

(display (kit-sum-rec-times 10 100000))
(newline)
