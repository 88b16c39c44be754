; The file's only procedure of two arguments, under a name of its own.
(define (power base exponent)
  (define (iter a b n)
    (cond ((= n 0) a)
          ((even? n) (iter a (* b b) (/ n 2)))
          (else (iter (* a b) b (-1+ n)))))
  (iter 1 base exponent))
