; Exercise 1.33 (a).
(define (filtered-accumulate combiner null-value term a next b keep?)
  (define (iter a result)
    (if (> a b)
        result
        (iter (next a) (if (keep? a) (combiner result (term a)) result))))
  (iter a null-value))

(define (prime? n)
  (define (iter d) (cond ((> (* d d) n) #t) ((= 0 (remainder n d)) #f) (else (iter (+ d 1)))))
  (and (> n 1) (iter 2)))

(define (sum-squares-prime a b) (filtered-accumulate + 0 square a 1+ b prime?))
