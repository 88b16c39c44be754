; Exercise 2.47: the list representation, and then the list representation
; again: one representation, not two.
(define (make-frame origin edge1 edge2)
  (list origin edge1 edge2))
(define (origin-frame frame) (car frame))
(define (edge1-frame frame) (cadr frame))
(define (edge2-frame frame) (caddr frame))

(define (make-frame origin edge1 edge2)
  (list origin edge1 edge2))
(define (origin-frame frame) (list-ref frame 0))
(define (edge1-frame frame) (list-ref frame 1))
(define (edge2-frame frame) (list-ref frame 2))
