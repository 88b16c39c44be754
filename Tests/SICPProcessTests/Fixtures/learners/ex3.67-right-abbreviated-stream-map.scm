; Exercise 3.67 written with s-map, a learner's library's name for
; stream-map, which the file never defines.
(define (all-pairs s t)
  (cons-stream (list (stream-car s) (stream-car t))
               (interleave (interleave (s-map (lambda (x) (list (stream-car s) x)) (stream-cdr t))
                                       (s-map (lambda (x) (list x (stream-car t))) (stream-cdr s)))
                           (all-pairs (stream-cdr s) (stream-cdr t)))))
