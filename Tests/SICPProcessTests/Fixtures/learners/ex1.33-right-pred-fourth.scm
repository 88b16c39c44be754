; Exercise 1.33, the predicate after the term
(define (filtered-accumulate combiner null-value term pred a next b)
  (cond ((> a b) null-value)
        ((pred a) (combiner (term a) (filtered-accumulate combiner null-value term pred (next a) next b)))
        (else (filtered-accumulate combiner null-value term pred (next a) next b))))
