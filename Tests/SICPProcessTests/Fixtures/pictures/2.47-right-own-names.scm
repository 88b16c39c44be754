; 2.47: both representations under names of the file's own; the edges of
; the first are named for their coordinates.
(define (frame-of-list o e1 e2) (list o e1 e2))
(define (lframe-origin f) (car f))
(define lframe-x-edge cadr)
(define lframe-y-edge caddr)

(define (frame-of-pairs o e1 e2) (cons o (cons e1 e2)))
(define (pframe-origin f) (car f))
(define (pframe-x-edge f) (car (cdr f)))
(define (pframe-y-edge f) (cdr (cdr f)))
