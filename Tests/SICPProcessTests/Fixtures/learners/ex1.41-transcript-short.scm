; A transcript pasted from the REPL: a draft one `)` short, then the answer.
(define (double f)
  (lambda (x) (f (f x)))

(((double (double double)) inc) 5)
;Value: 21

(define (double f)
  (lambda (x) (f (f x))))
