; 1.28: one trial of the base a under a name of the file's own, the base second,
; without the check for a nontrivial square root of 1: a Fermat test, fooled by Carmichael numbers.
(define (expmod base exp m)
  (cond ((= exp 0) 1)
        ((even? exp) (remainder (square (expmod base (/ exp 2) m)) m))
        (else (remainder (* base (expmod base (- exp 1) m)) m))))
(define (test-base n a)
  (= (expmod a (- n 1) n) 1))
