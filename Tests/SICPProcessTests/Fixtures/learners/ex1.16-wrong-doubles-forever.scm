; Exercise 1.16: squares b into the product, and never stops at n = 0
(define (fast-expt-iter b n)
  (define (iter a n)
    (cond ((= n 1) a)
          ((even? n) (iter (* a (square b)) (/ n 2)))
          (else (iter b (- n 1)))))
  (iter 1 n))
