; Exercise 3.67: every pair (i . j), as a dotted pair.
(define (all-pairs s t)
  (cons-stream
   (cons (stream-car s) (stream-car t))
   (interleave
    (interleave (stream-map (lambda (x) (cons (stream-car s) x)) (stream-cdr t))
                (stream-map (lambda (x) (cons x (stream-car t))) (stream-cdr s)))
    (all-pairs (stream-cdr s) (stream-cdr t)))))
