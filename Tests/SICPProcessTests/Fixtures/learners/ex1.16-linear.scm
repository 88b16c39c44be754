; Iterative, but one step per multiplication: Θ(n) steps.
(define (fast-expt-iter b n)
  (expt-iter b n 1))

(define (expt-iter b counter product)
  (if (= counter 0)
      product
      (expt-iter b (- counter 1) (* b product))))
