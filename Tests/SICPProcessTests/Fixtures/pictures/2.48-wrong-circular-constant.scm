; 2.48 with a wrong end-segment and a quoted circular list in the definition
; of make-segment: the checker's reading of the file's definitions ends
(define junk '#0=(a . #0#))
(define (make-segment a b) (list a b junk))
(define (start-segment s) (car s))
(define (end-segment s) (car s))
(define (scale-vect s v) (cons (* s (car v)) (* s (car v))))
