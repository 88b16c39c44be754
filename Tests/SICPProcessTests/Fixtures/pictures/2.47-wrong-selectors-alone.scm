; 2.47: the selectors alone; the second representation's edge2 as the list's
(define (list-frame-origin f) (car f))
(define (list-frame-edge1 f) (cadr f))
(define (list-frame-edge2 f) (caddr f))

(define (pair-frame-origin f) (car f))
(define (pair-frame-edge1 f) (cadr f))
(define (pair-frame-edge2 f) (caddr f))
