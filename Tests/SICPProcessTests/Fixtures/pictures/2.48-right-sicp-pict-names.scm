; sicp-pict's names for the selectors
(define (make-segment start end) (list start end))
(define (segment-start s) (car s))
(define (segment-end s) (cadr s))
