; Exercise 1.33, part (a), in a folder named for the exercise.
(define (filtered-accumulate combiner null-value term a next b keep?)
  (if (> a b)
      null-value
      (combiner (if (keep? a) (term a) null-value)
                (filtered-accumulate combiner null-value term (next a) next b keep?))))

(define (prime? n)
  (define (iter d) (cond ((> (* d d) n) #t) ((= 0 (remainder n d)) #f) (else (iter (+ d 1)))))
  (and (> n 1) (iter 2)))

(define (sum-of-prime-squares a b)
  (filtered-accumulate + 0 square a 1+ b prime?))
