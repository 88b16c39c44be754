; 1.28: one Miller-Rabin trial of the base a, under a name of the file's own, the base second.
(define (expmod-checked base exp m)
  (cond ((= exp 0) 1)
        ((even? exp)
         (let* ((root (expmod-checked base (/ exp 2) m))
                (sq (remainder (* root root) m)))
           (if (and (= sq 1) (not (= root 1)) (not (= root (- m 1))))
               0
               sq)))
        (else (remainder (* base (expmod-checked base (- exp 1) m)) m))))
(define (test-base n a)
  (= (expmod-checked a (- n 1) n) 1))
