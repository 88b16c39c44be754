;; 1.22
(define (prime? n)
  (let loop ((d 2))
    (cond ((> (* d d) n) #t)
          ((= 0 (remainder n d)) #f)
          (else (loop (+ d 1))))))

(define (search-for-primes lo hi)
  (define (iter n)
    (when (<= n hi)
      (if (prime? n)
          (begin (display n) (newline)))
      (iter (+ n 2))))
  (iter (if (even? lo) (+ lo 1) lo)))

(search-for-primes 1000 1019)
