; Exercise 3.69: triples (i j . k), but the pairs of t and u start again
; from their first, so (i i i) comes twice.
(define (dotted-pairs s t)
  (cons-stream
   (cons (stream-car s) (stream-car t))
   (interleave
    (stream-map (lambda (x) (cons (stream-car s) x)) (stream-cdr t))
    (dotted-pairs (stream-cdr s) (stream-cdr t)))))

(define (triples s t u)
  (cons-stream
   (cons (stream-car s) (cons (stream-car t) (stream-car u)))
   (interleave
    (stream-map (lambda (p) (cons (stream-car s) p))
                (dotted-pairs t u))
    (triples (stream-cdr s) (stream-cdr t) (stream-cdr u)))))

(define pythagorean-triples
  (stream-filter (lambda (t)
                   (= (+ (square (car t)) (square (cadr t)))
                      (square (cddr t))))
                 (triples integers integers integers)))
