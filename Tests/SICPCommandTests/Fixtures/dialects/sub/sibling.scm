(define (sibling x) (+ x 1))
