; Forgets to move on to the next term: never ends.
(define (sum term a next b)
  (define (iter a result)
    (if (> a b)
        result
        (iter a (+ result (term a)))))
  (iter a 0))
