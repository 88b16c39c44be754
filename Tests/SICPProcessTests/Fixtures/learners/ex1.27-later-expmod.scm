;;; Exercises 1.27 and 1.28 in one file

;; 1.27
(define (expmod base exp m)
  (cond ((= exp 0) 1)
        ((even? exp) (remainder (square (expmod base (/ exp 2) m)) m))
        (else (remainder (* base (expmod base (- exp 1) m)) m))))

(define (every-a-passes n)
  (define (check a)
    (or (= a 0)
        (and (= (expmod a n n) a) (check (- a 1)))))
  (check (- n 1)))

;; 1.28: expmod signals a nontrivial square root of 1 by returning 0
(define (expmod base exp m)
  (define (checked x)
    (if (and (not (= x 1)) (not (= x (- m 1))) (= (remainder (square x) m) 1))
        0
        (remainder (square x) m)))
  (cond ((= exp 0) 1)
        ((even? exp) (checked (expmod base (/ exp 2) m)))
        (else (remainder (* base (expmod base (- exp 1) m)) m))))

(define (miller-rabin-test n)
  (define (try-it a) (= (expmod a (- n 1) n) 1))
  (try-it (+ 1 (random (- n 1)))))
