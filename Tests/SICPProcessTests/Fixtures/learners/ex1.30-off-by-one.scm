; Stops one term early: the range should include b.
(define (sum term a next b)
  (define (iter a result)
    (if (>= a b)
        result
        (iter (next a) (+ result (term a)))))
  (iter a 0))
