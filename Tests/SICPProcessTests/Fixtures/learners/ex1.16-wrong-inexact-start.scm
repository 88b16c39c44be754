; 1.16 with the state variable begun at 1.0: every power comes out inexact,
; and 2^1024 is past the largest floating-point number.
(define (fast-expt b n)
  (define (iter a b n)
    (cond ((= n 0) a)
          ((even? n) (iter a (* b b) (/ n 2)))
          (else (iter (* a b) b (- n 1)))))
  (iter 1.0 b n))
