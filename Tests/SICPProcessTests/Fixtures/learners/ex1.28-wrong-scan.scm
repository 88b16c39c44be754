; Exercise 1.28 by a scan: every i below n is tried as a nontrivial square
; root of 1, which takes n steps, not log n.
(define (nontrivial-root? n)
  (let loop ((i 2))
    (cond ((>= i (- n 1)) #f)
          ((= (remainder (* i i) n) 1) #t)
          (else (loop (+ i 1))))))
(define (expmod base exp m)
  (cond ((= exp 0) 1)
        ((even? exp) (remainder (square (expmod base (/ exp 2) m)) m))
        (else (remainder (* base (expmod base (- exp 1) m)) m))))
(define (miller-rabin-test n)
  (and (not (nontrivial-root? n))
       (= (expmod (+ 1 (random (- n 1))) (- n 1) n) 1)))
