; 2.50 with Racket's sicp-pict transform-painter: (transform-painter origin
; corner1 corner2) gives a procedure of the painter
(define flip-horiz
  (transform-painter (make-vect 1.0 0.0) (make-vect 0.0 0.0) (make-vect 1.0 1.0)))
(define rotate180
  (transform-painter (make-vect 1.0 1.0) (make-vect 0.0 1.0) (make-vect 1.0 0.0)))
(define rotate270
  (transform-painter (make-vect 0.0 1.0) (make-vect 0.0 0.0) (make-vect 1.0 1.0)))
