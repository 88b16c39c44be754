;; Exercise 2.48: a segment made from the coordinates of its two ends.
(define (make-segment x1 y1 x2 y2)
  (cons (make-vect x1 y1) (make-vect x2 y2)))

(define (start-segment s) (car s))

(define (end-segment s) (cdr s))
