; wrong: filtered-accumulate alone; exercise 1.33 asks for parts (a) and (b) too
(define (filtered-accumulate combiner null-value term a next b keep?)
  (define (iter a result)
    (if (> a b)
        result
        (iter (next a) (if (keep? a) (combiner result (term a)) result))))
  (iter a null-value))
