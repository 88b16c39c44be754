; 2.46: scale-vect takes the vector first, and sub-vect calls it so, adding.
(define (make-vect x y) (list x y))
(define (xcor-vect v) (car v))
(define (ycor-vect v) (cadr v))
(define (add-vect v1 v2)
  (make-vect (+ (xcor-vect v1) (xcor-vect v2)) (+ (ycor-vect v1) (ycor-vect v2))))
(define (scale-vect v s) (make-vect (* (xcor-vect v) s) (* (ycor-vect v) s)))
(define (sub-vect v1 v2) (add-vect v1 (scale-vect v2 1)))
