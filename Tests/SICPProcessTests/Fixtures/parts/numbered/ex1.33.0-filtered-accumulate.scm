; Exercise 1.33: the accumulator alone; the parts are in ex1.33.1 and ex1.33.2.
(define (filtered-accumulate combiner null-value term a next b keep?)
  (define (iter a result)
    (if (> a b)
        result
        (iter (next a) (if (keep? a) (combiner result (term a)) result))))
  (iter a null-value))
