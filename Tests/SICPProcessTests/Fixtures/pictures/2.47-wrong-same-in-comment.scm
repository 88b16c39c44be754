; Exercise 2.47: a first try of the list representation in a comment, and
; the same representation below it: one representation, not two.
;(define (make-frame origin edge1 edge2)
;  (list origin edge1 edge2))
;(define (origin-frame frame) (car frame))
;(define (edge1-frame frame) (cadr frame))
;(define (edge2-frame frame) (caddr frame))

(define (make-frame origin edge1 edge2)
  (list origin edge1 edge2))
(define (origin-frame frame) (car frame))
(define (edge1-frame frame) (cadr frame))
(define (edge2-frame frame) (caddr frame))
