;; Exercise 1.22, with the book's timed-prime-test
(define (smallest-divisor n) (find-divisor n 2))
(define (find-divisor n test)
  (cond ((> (square test) n) n)
        ((= (remainder n test) 0) test)
        (else (find-divisor n (+ test 1)))))
(define (prime? n) (= n (smallest-divisor n)))

(define (timed-prime-test n)
  (start-prime-test n (runtime)))
(define (start-prime-test n start-time)
  (if (prime? n)
      (report-prime n (- (runtime) start-time))))
(define (report-prime n elapsed-time)
  (display n)
  (display " *** ")
  (display elapsed-time)
  (newline))

;; odd numbers from start to end
(define (search-for-primes start end)
  (define (iter n)
    (cond ((<= n end) (timed-prime-test n) (iter (+ n 2)))))
  (if (even? start)
      (iter (+ start 1))))

(search-for-primes 1000 1020)
