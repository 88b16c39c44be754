; 2.47: the selectors alone, the book's two make-frames not restated
; the list representation
(define (list-frame-origin f) (car f))
(define (list-frame-edge1 f) (cadr f))
(define (list-frame-edge2 f) (caddr f))

; the representation of pairs
(define (pair-frame-origin f) (car f))
(define (pair-frame-edge1 f) (car (cdr f)))
(define (pair-frame-edge2 f) (cdr (cdr f)))
