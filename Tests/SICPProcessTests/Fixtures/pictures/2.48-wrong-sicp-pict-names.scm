; wrong: sicp-pict's names, but the end is the start again
(define (make-segment start end) (cons start end))
(define (segment-start s) (car s))
(define (segment-end s) (car s))
