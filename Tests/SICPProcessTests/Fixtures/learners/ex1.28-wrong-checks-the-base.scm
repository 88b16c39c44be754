; Exercise 1.28, wrong: the test for a nontrivial square root of 1 looks
; at the base itself, not at the numbers squared inside expmod, so this is
; the Fermat test with 20 trials: Carmichael numbers whose factors are all
; large (56052361 = 211 * 421 * 631) pass for primes.
(define (prime? n)
  (define (expmod base exp)
    (define (nontrivial-root?)
      (and (not (= base 1)) (not (= base (- n 1))) (= 1 (remainder (* base base) n))))
    (cond ((= exp 0) 1)
          ((nontrivial-root?) 0)
          ((even? exp) (remainder (square (expmod base (/ exp 2))) n))
          (else (remainder (* base (expmod base (- exp 1))) n))))
  (define (try-it a) (= (expmod a (- n 1)) 1))
  (define (trials times)
    (cond ((= times 0) #t)
          ((try-it (+ 1 (random (- n 1)))) (trials (- times 1)))
          (else #f)))
  (trials 20))
