; sum without next: one message, not one per case.
(define (sum term a b)
  (define (iter a result)
    (if (> a b) result (iter (+ a 1) (+ result (term a)))))
  (iter a 0))
