; Exercise 1.16, wrong: each pass climbs again from b, two doublings a turn,
; to the largest power of 2 left in n: Θ(log² n) steps, with a constant
; small enough to look like Θ(log n) at 16 bits.
(define (fast-expt b n)
  (define (pass a n)
    (if (= n 0) a (climb a b 1 n)))
  ; p is b^k
  (define (climb a p k n)
    (cond ((<= (* 4 k) n) (climb a (square (square p)) (* 4 k) n))
          ((<= (* 2 k) n) (pass (* a (square p)) (- n (* 2 k))))
          (else (pass (* a p) (- n k)))))
  (pass 1 n))
