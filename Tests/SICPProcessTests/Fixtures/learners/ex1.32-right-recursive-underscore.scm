; The recursive version under a name of the learner's own, above the
; iterative one that has the book's name.
(define (accumulate_0 combiner null-value term a next b)
  (if (> a b)
      null-value
      (combiner (term a) (accumulate_0 combiner null-value term (next a) next b))))

(define (accumulate combiner null-value term a next b)
  (define (iter a result)
    (if (> a b)
        result
        (iter (next a) (combiner (term a) result))))
  (iter a null-value))
