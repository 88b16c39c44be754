;; Exercise 1.30, from shared/seed/sicp-exercises-1.12-1.30-1.32.txt (the code verbatim):
;; the linear recursive sum, the learner's iterative sum, and sum-integers.

(define (sum term a next b)
  (if (> a b) 
    0
    (+ (term a) 
       (sum term (next a) next b) ) )
)

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
