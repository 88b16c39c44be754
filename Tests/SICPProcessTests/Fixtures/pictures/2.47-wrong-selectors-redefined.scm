; 2.47 with the book's constructors left to the book: the selectors of the
; list representation, then edge2-frame defined again, still for a list.
(define (origin-frame f) (car f))
(define (edge1-frame f) (cadr f))
(define (edge2-frame f) (caddr f))

(define (edge2-frame f) (car (cddr f)))
