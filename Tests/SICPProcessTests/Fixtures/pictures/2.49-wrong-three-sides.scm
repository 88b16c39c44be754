; the outline misses its right side
(define (make-vect x y) (cons x y))
(define (xcor-vect v) (car v))
(define (ycor-vect v) (cdr v))
(define (make-segment a b) (cons a b))
(define (start-segment s) (car s))
(define (end-segment s) (cdr s))
(define outline
  (segments->painter
   (list (make-segment (make-vect 0 0) (make-vect 0.99 0))
         
         (make-segment (make-vect 0.99 0.99) (make-vect 0 0.99))
         (make-segment (make-vect 0 0.99) (make-vect 0 0)))))
(define x-painter
  (segments->painter
   (list (make-segment (make-vect 0 0) (make-vect 0.99 0.99))
         (make-segment (make-vect 0.99 0) (make-vect 0 0.99)))))
(define diamond
  (segments->painter
   (list (make-segment (make-vect 0.5 0) (make-vect 0.99 0.5))
         (make-segment (make-vect 0.99 0.5) (make-vect 0.5 0.99))
         (make-segment (make-vect 0.5 0.99) (make-vect 0 0.5))
         (make-segment (make-vect 0 0.5) (make-vect 0.5 0)))))
(define wave
  (segments->painter
   (list (make-segment (make-vect 0.4 0) (make-vect 0.5 0.3))
         (make-segment (make-vect 0.5 0.3) (make-vect 0.6 0))
         (make-segment (make-vect 0.5 0.3) (make-vect 0.5 0.7)))))
