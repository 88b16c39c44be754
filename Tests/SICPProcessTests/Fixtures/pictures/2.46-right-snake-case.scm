; 2.46 with the book's names written with underscores.
(define (make_vect x y) (cons x y))
(define (xcor_vect v) (car v))
(define (ycor_vect v) (cdr v))
(define (add_vect a b) (make_vect (+ (xcor_vect a) (xcor_vect b)) (+ (ycor_vect a) (ycor_vect b))))
(define (sub_vect a b) (make_vect (- (xcor_vect a) (xcor_vect b)) (- (ycor_vect a) (ycor_vect b))))
(define (scale_vect s v) (make_vect (* s (xcor_vect v)) (* s (ycor_vect v))))
