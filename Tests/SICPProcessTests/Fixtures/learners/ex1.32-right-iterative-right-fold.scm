; Exercise 1.32: the iterative accumulate lists the terms, then folds them
; from the last, so that it combines in the recursive one's order.
(define (accumulate combiner null-value term a next b)
  (if (> a b)
      null-value
      (combiner (term a) (accumulate combiner null-value term (next a) next b))))
(define (accumulate-iter combiner null-value term a next b)
  (define (list-up a items)
    (if (> a b) items (list-up (next a) (cons (term a) items))))
  (define (fold items result)
    (if (null? items) result (fold (cdr items) (combiner (car items) result))))
  (fold (list-up a '()) null-value))
