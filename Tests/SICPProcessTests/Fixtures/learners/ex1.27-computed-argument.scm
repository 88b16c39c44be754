;; 1.27 -- try every a from times down to 1
(define (expmod base exp m)
  (cond ((= exp 0) 1)
        ((even? exp) (remainder (square (expmod base (/ exp 2) m)) m))
        (else (remainder (* base (expmod base (- exp 1) m)) m))))

(define (fermat-test n a) (= (expmod a n n) a))

(define (fast-prime? n times)
  (cond ((= times 0) #t)
        ((fermat-test n times) (fast-prime? n (- times 1)))
        (else #f)))

(define (report-all numbers)
  (for-each (lambda (n)
              (display n)
              (if (fast-prime? n (- n 1)) (display " passes") (display " fails"))
              (newline))
            numbers))

(report-all '(561 1105 15))
