; 2.47: the selectors of the list representation alone
(define (frame-origin-l f) (car f))
(define (frame-edge1-l f) (cadr f))
(define (frame-edge2-l f) (caddr f))
