; 2.47: a second constructor, but no selectors for it: the list's
; edge2-frame does not take a pair's second edge.
(define (make-frame origin edge1 edge2) (list origin edge1 edge2))
(define (make-frame-2 origin edge1 edge2) (cons origin (cons edge1 edge2)))
(define (origin-frame f) (car f))
(define (edge1-frame f) (cadr f))
(define (edge2-frame f) (caddr f))
