; 2.47: two constructors, and the selectors written twice, the second
; time for the second constructor; its own vectors, with the vector
; first in scale-vect.
(define (make-vect x y) (cons x y))
(define (xcor-vect v) (car v))
(define (ycor-vect v) (cdr v))
(define (scale-vect v s)
  (make-vect (* s (xcor-vect v)) (* s (ycor-vect v))))

(define (make-frame origin edge1 edge2) (list origin edge1 edge2))
(define (make-frame-2 origin edge1 edge2) (cons origin (cons edge1 edge2)))

(define (frame-origin f) (car f))
(define (frame-edge1 f) (cadr f))
(define (frame-edge2 f) (caddr f))

; for make-frame-2
(define (frame-origin f) (car f))
(define (frame-edge1 f) (cadr f))
(define (frame-edge2 f) (cddr f))
