; SICP's fast-expt under the exercise's name: Θ(log n) steps, but recursive.
(define (fast-expt-iter b n)
  (cond ((= n 0) 1)
        ((even? n) (square (fast-expt-iter b (/ n 2))))
        (else (* b (fast-expt-iter b (- n 1))))))
