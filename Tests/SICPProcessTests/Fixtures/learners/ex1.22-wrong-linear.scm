; Exercise 1.22: a prime has no divisor between 2 and n - 1.
(define (prime? n)
  (define (iter d)
    (cond ((= d n) #t)
          ((= (remainder n d) 0) #f)
          (else (iter (+ d 1)))))
  (iter 2))

(define (search-for-primes start count)
  (cond ((= count 0) 'done)
        ((prime? start)
         (display start) (newline)
         (search-for-primes (+ start 1) (- count 1)))
        (else (search-for-primes (+ start 1) count))))
