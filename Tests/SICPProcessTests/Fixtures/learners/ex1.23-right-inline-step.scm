; 1.23 with no next procedure: find-divisor steps 2, 3, 5, 7, ... itself
(define (smallest-divisor n) (find-divisor n 2))
(define (find-divisor n test-divisor)
  (cond ((> (* test-divisor test-divisor) n) n)
        ((= (remainder n test-divisor) 0) test-divisor)
        (else (find-divisor n (if (= test-divisor 2) 3 (+ test-divisor 2))))))
