; Exercise 1.16 under the built-in's own name: this expt is the iterative
; successive-squaring loop, a b^n kept invariant.
(define (expt b n)
  (define (iter a b n)
    (cond ((= n 0) a)
          ((even? n) (iter a (* b b) (/ n 2)))
          (else (iter (* a b) b (- n 1)))))
  (iter 1 b n))
