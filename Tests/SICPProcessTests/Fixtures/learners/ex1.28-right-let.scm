;; 1.28 Miller-Rabin
(define (expmod base exp m)
  (cond ((= exp 0) 1)
        ((even? exp)
         (let* ((x (expmod base (quotient exp 2) m))
                (r (remainder (* x x) m)))
           (if (and (= r 1) (not (= x 1)) (not (= x (- m 1))))
               0
               r)))
        (else (remainder (* base (expmod base (- exp 1) m)) m))))

(define (miller-rabin n)
  (let ((a (+ 2 (random (- n 3)))))
    (= (expmod a (- n 1) n) 1)))
