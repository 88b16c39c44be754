; starts from 0: every sum one element late
(define (partial-sums s)
  (define sums (cons-stream 0 (add-streams s sums)))
  sums)
