; 2.47: the selectors of the origin and the first edge serve both
; representations; the second has its own second edge.
(define (make-frame origin edge1 edge2) (list origin edge1 edge2))
(define (make-frame-bis origin edge1 edge2) (cons origin (cons edge1 edge2)))
(define (origin-frame f) (car f))
(define (edge1-frame f) (cadr f))
(define (edge2-frame f) (caddr f))
(define (edge2-frame-bis f) (cddr f))
