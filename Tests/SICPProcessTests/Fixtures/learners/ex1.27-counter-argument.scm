;; 1.27: a^n = a (mod n) for every a from a up to n - 1
(define (expmod base exp m)
  (cond ((= exp 0) 1)
        ((even? exp) (remainder (square (expmod base (/ exp 2) m)) m))
        (else (remainder (* base (expmod base (- exp 1) m)) m))))

(define (congruent? n a)
  (= (expmod a n n) a))

(define (all-pass n a)
  (cond ((= a n) #t)
        ((congruent? n a) (all-pass n (+ a 1)))
        (else #f)))

(all-pass 561 1)
(all-pass 1105 1)
(all-pass 1729 1)
(all-pass 15 1)
