; Exercise 2.48, one selector misspelt
(define (make-segment start end) (cons start end))
(define (star-segment segment) (car segment))
(define (end-segment segment) (cdr segment))
