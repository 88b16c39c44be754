#lang sicp
; Exercise 2.51: the first way, left out with a datum comment, has its
; painters swapped.
#;
(define (below painter1 painter2)
  (let ((split-point (make-vect 0.0 0.5)))
    (let ((paint-bottom (transform-painter painter2 (make-vect 0.0 0.0) (make-vect 1.0 0.0) split-point))
          (paint-top (transform-painter painter1 split-point (make-vect 1.0 0.5) (make-vect 0.0 1.0))))
      (lambda (frame) (paint-bottom frame) (paint-top frame)))))

(define (below painter1 painter2)
  (rotate90 (beside (rotate270 painter1) (rotate270 painter2))))
