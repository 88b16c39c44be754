; Exercise 1.27
(define (expmod base exp m)
  (cond ((= exp 0) 1)
        ((even? exp)
         (remainder (square (expmod base (/ exp 2) m)) m))
        (else
         (remainder (* base (expmod base (- exp 1) m)) m))))

(define (fermat-all? n)
  (define (iter a)
    (cond ((= a n) #t)
          ((= (expmod a (- n 1) n) 1) (iter (+ a 1)))
          (else #f)))
  (iter 1))
