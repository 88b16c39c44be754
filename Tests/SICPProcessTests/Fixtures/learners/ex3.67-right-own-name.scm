; Exercise 3.67 under names of my own: the diagonal order, dotted pairs.
(define (column-of k s) (stream-map (lambda (x) (cons x k)) s))
(define (row-of k t) (stream-map (lambda (x) (cons k x)) t))

(define (pair-streams s t)
  (cons-stream
   (cons (stream-car s) (stream-car t))
   (interleave
    (interleave (row-of (stream-car s) (stream-cdr t))
                (column-of (stream-car t) (stream-cdr s)))
    (pair-streams (stream-cdr s) (stream-cdr t)))))

(define integers-and-integers (pair-streams integers integers))
