; 2.50 calling the book's transform-painter and make-vect with underscores,
; which the file never defines, and flip-horiz spelt its own way.
(define (flip_horize painter)
  (transform_painter painter (make_vect 1.0 0.0) (make_vect 0.0 0.0) (make_vect 1.0 1.0)))
(define (rotate180 painter)
  (transform_painter painter (make_vect 1.0 1.0) (make_vect 0.0 1.0) (make_vect 1.0 0.0)))
(define (rotate270 painter)
  (transform_painter painter (make_vect 0.0 1.0) (make_vect 0.0 0.0) (make_vect 1.0 1.0)))
