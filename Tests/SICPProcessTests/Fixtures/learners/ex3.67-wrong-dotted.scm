; Exercise 3.67: dotted pairs, but only those with i <= j (the book's pairs).
(define (all-pairs s t)
  (cons-stream
   (cons (stream-car s) (stream-car t))
   (interleave
    (stream-map (lambda (x) (cons (stream-car s) x)) (stream-cdr t))
    (all-pairs (stream-cdr s) (stream-cdr t)))))
