; the book's pairs, unchanged: no pair with i > j
(define (all-pairs s t)
  (cons-stream
   (list (stream-car s) (stream-car t))
   (interleave
    (stream-map (lambda (x) (list (stream-car s) x)) (stream-cdr t))
    (all-pairs (stream-cdr s) (stream-cdr t)))))
