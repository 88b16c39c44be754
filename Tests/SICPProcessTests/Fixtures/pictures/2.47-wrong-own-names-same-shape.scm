; 2.47: two constructors of the file's own that build the same list: one
; representation, not two.
(define (frame-of-list o e1 e2) (list o e1 e2))
(define (lframe-origin f) (car f))
(define (lframe-edge1 f) (cadr f))
(define (lframe-edge2 f) (caddr f))

(define (frame-also-list o e1 e2) (cons o (cons e1 (cons e2 '()))))
(define (aframe-origin f) (car f))
(define (aframe-edge1 f) (cadr f))
(define (aframe-edge2 f) (caddr f))
