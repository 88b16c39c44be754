;; Exercise 1.28: the Miller-Rabin test, and a driver that repeats its trials.

(define (square x) (* x x))

;; a^e mod m, giving 0 as soon as a square step meets a nontrivial square
;; root of 1 modulo m (a value other than 1 and m-1 whose square is 1).
(define (mr-expmod a e m)
  (define (checked-square r)
    (let ((sq (remainder (square r) m)))
      (if (and (= sq 1) (not (= r 1)) (not (= r (- m 1))))
          0
          sq)))
  (cond ((= e 0) 1)
        ((even? e) (checked-square (mr-expmod a (quotient e 2) m)))
        (else (remainder (* a (mr-expmod a (- e 1) m)) m))))

;; One trial with a random base 1 <= a < n.
(define (miller-rabin-test n)
  (let ((a (+ 1 (random (- n 1)))))
    (= (mr-expmod a (- n 1) n) 1)))

;; The Fermat test of section 1.2.6, kept for comparison.
(define (expmod base exp m)
  (cond ((= exp 0) 1)
        ((even? exp) (remainder (square (expmod base (/ exp 2) m)) m))
        (else (remainder (* base (expmod base (- exp 1) m)) m))))

(define (fermat-test n)
  (let ((a (+ 1 (random (- n 1)))))
    (= (expmod a n n) a)))

(define (fast-prime? n times)
  (cond ((= times 0) #t)
        ((fermat-test n) (fast-prime? n (- times 1)))
        (else #f)))

;; Repeated Miller-Rabin trials.
(define (mr-prime? n times)
  (cond ((= times 0) #t)
        ((miller-rabin-test n) (mr-prime? n (- times 1)))
        (else #f)))

;; Carmichael numbers fool Fermat but not Miller-Rabin.
(mr-prime? 561 10)
(mr-prime? 1729 10)
(mr-prime? 1009 10)
