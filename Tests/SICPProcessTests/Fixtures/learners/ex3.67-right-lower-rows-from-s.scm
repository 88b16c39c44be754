; all pairs: the first row from t, and the first column built as (x s0)
; from the rest of s. For (pairs integers integers) every pair comes; with
; two different streams some pairs hold s's element second.
(define (pairs s t)
  (cons-stream
   (list (stream-car s) (stream-car t))
   (interleave
    (interleave (stream-map (lambda (x) (list (stream-car s) x)) (stream-cdr t))
                (stream-map (lambda (x) (list x (stream-car s))) (stream-cdr s)))
    (pairs (stream-cdr s) (stream-cdr t)))))
