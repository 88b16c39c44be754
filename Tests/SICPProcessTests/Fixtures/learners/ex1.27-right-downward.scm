;; 1.27 Carmichael numbers fool the Fermat test
(define (expmod base exp m)
  (cond ((= exp 0) 1)
        ((even? exp) (remainder (square (expmod base (/ exp 2) m)) m))
        (else (remainder (* base (expmod base (-1+ exp) m)) m))))

(define (carmichael-test n)
  (let loop ((a (- n 1)))
    (or (= a 0)
        (and (= (expmod a n n) a)
             (loop (- a 1))))))
