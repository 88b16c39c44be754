; 2.47 (wrong: the second edge of the second is its rest, not its cddr): both representations under names of the learner's own; the
; selectors of the origin and the first edge serve both, and only the
; second edge has a selector of the second's own.
(define (make-my-frame origin edge1 edge2) (list origin edge1 edge2))
(define (origin-frame frame) (car frame))
(define (edge1-frame frame) (cadr frame))
(define (edge2-frame frame) (caddr frame))
(define (make-my-frame2 origin edge1 edge2) (cons origin (cons edge1 edge2)))
(define (edge2-frame2 frame) (cdr frame))
