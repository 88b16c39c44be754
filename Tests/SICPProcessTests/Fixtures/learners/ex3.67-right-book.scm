; the first pair, then the rest of the first row and of the first column,
; then the pairs of the rest
(define (all-pairs s t)
  (cons-stream
   (list (stream-car s) (stream-car t))
   (interleave
    (interleave (stream-map (lambda (x) (list (stream-car s) x)) (stream-cdr t))
                (stream-map (lambda (x) (list x (stream-car t))) (stream-cdr s)))
    (all-pairs (stream-cdr s) (stream-cdr t)))))
