; Exercise 3.69: triples, then a second attempt that redefines the helper
; interleave (three streams, a misspelt cons-stream) and never finishes.
(define (interleave s1 s2)
  (if (stream-null? s1)
      s2
      (cons-stream (stream-car s1) (interleave s2 (stream-cdr s1)))))

(define (pairs s t)
  (cons-stream (list (stream-car s) (stream-car t))
               (interleave (stream-map (lambda (x) (list (stream-car s) x)) (stream-cdr t))
                           (pairs (stream-cdr s) (stream-cdr t)))))

(define (triples s t u)
  (cons-stream (list (stream-car s) (stream-car t) (stream-car u))
               (interleave (stream-map (lambda (p) (cons (stream-car s) p)) (stream-cdr (pairs t u)))
                           (triples (stream-cdr s) (stream-cdr t) (stream-cdr u)))))

(define (interleave a b c)
  (cons-streem (list (stream-car a) (stream-car b) (stream-car c))
               (interleave b c (stream-cdr a))))
