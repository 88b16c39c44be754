; Filters the terms instead of the numbers of the range.
(define (filtered-accumulate combiner null-value term a next b filter)
  (if (> a b)
      null-value
      (let ((t (term a)))
        (if (filter t)
            (combiner t (filtered-accumulate combiner null-value term (next a) next b filter))
            (filtered-accumulate combiner null-value term (next a) next b filter)))))
