; Exercise 2.48, right, with a copy of the file's 2.46 beside it whose
; second xcor-vect (meant as ycor-vect) takes the cdr: the vectors are not
; what this exercise asks for.
(define (make-segment start end) (cons start end))
(define (start-segment segment) (car segment))
(define (end-segment segment) (cdr segment))

(define (make-vect x y) (cons x y))
(define (xcor-vect v) (car v))
(define (xcor-vect v) (cdr v))
