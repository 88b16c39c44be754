; the first pair left out of cons-stream (Louis Reasoner's pairs of 3.68):
; all-pairs calls itself before it gives any pair, for ever
(define (all-pairs s t)
  (interleave
   (interleave (stream-map (lambda (x) (list (stream-car s) x)) t)
               (stream-map (lambda (x) (list x (stream-car t))) (stream-cdr s)))
   (all-pairs (stream-cdr s) (stream-cdr t))))
