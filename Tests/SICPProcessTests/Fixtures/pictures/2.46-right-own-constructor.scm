; 2.46: a vector is a pair
(define new-vector cons)
(define xcor-vect car)
(define ycor-vect cdr)
(define (add-vect a b) (new-vector (+ (xcor-vect a) (xcor-vect b)) (+ (ycor-vect a) (ycor-vect b))))
(define (sub-vect a b) (new-vector (- (xcor-vect a) (xcor-vect b)) (- (ycor-vect a) (ycor-vect b))))
(define (scale-vect s v) (new-vector (* s (xcor-vect v)) (* s (ycor-vect v))))
