; The seed's iterative sum.
(define (sum term a next b)
  (define (iter a result)
    (if (> a b)
        result
        (iter  (next a) (+ result (term a) ) ) ) )
  (iter a 0) )

(define (sum-integers a b)
  (define (inc x)  (+ x 1) )
  (define (identity x) x)
  (sum identity a inc b)
)
(sum-integers 1 10)
