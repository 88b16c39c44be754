;; SICP 1.23
(define (next-divisor d)
  (cond ((= d 2) 3)
        (else (+ d 2))))

(define (smallest-divisor n)
  (define (try d)
    (cond ((> (* d d) n) n)
          ((= (modulo n d) 0) d)
          (else (try (next-divisor d)))))
  (try 2))

(define (prime? n) (= (smallest-divisor n) n))
