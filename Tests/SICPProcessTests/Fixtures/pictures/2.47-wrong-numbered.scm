; 2.47: both representations, numbered; the list one takes its edge2 as the pair's
(define (make-frame-1 origin edge1 edge2) (list origin edge1 edge2))
(define origin-frame-1 car)
(define edge1-frame-1 cadr)
(define edge2-frame-1 cddr)

(define (make-frame-2 origin edge1 edge2) (cons origin (cons edge1 edge2)))
(define origin-frame-2 car)
(define edge1-frame-2 cadr)
(define edge2-frame-2 cddr)
