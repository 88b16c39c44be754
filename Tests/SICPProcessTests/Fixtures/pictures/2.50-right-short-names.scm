; Exercise 2.50 under short names.
(define (horiz-flip painter)
  (transform-painter painter (make-vect 1.0 0.0) (make-vect 0.0 0.0) (make-vect 1.0 1.0)))
(define (rot180 painter) (rotate90 (rotate90 painter)))
(define (rot270 painter) (rotate90 (rot180 painter)))
