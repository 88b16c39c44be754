; Exercise 1.27: test a^n = a (mod n) for every a < n.
(define (expmod base exp m)
  (cond ((= exp 0) 1)
        ((even? exp)
         (remainder (square (expmod base (/ exp 2) m)) m))
        (else
         (remainder (* base (expmod base (- exp 1) m)) m))))

(define (fermat-all? n)
  (define (iter a)
    (cond ((= a n) #t)
          ((= (expmod a n n) a) (iter (+ a 1)))
          (else #f)))
  (iter 1))

(fermat-all? 561)
(fermat-all? 1105)
(fermat-all? 1729)
(fermat-all? 2465)
(fermat-all? 2821)
(fermat-all? 6601)
