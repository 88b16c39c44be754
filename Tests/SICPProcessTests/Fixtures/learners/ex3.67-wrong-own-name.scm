; Exercise 3.67 under names of my own: the column is forgotten.
(define (column-of k s) (stream-map (lambda (x) (cons x k)) s))
(define (row-of k t) (stream-map (lambda (x) (cons k x)) t))

(define (pair-streams s t)
  (cons-stream
   (cons (stream-car s) (stream-car t))
   (interleave
    (row-of (stream-car s) (stream-cdr t))
    (pair-streams (stream-cdr s) (stream-cdr t)))))

(define integers-and-integers (pair-streams integers integers))
