; 2.46: scale-vect takes the vector first, (scale-vect v s), everywhere in the file
(define (make-vect x y) (cons x y))
(define (xcor-vect v) (car v))
(define (ycor-vect v) (cdr v))
(define (add-vect a b) (make-vect (+ (xcor-vect a) (xcor-vect b)) (+ (ycor-vect a) (ycor-vect b))))
(define (sub-vect a b) (make-vect (- (xcor-vect a) (xcor-vect b)) (- (ycor-vect a) (ycor-vect b))))
(define (scale-vect v s) (make-vect (* s (xcor-vect v)) (* s (ycor-vect v))))
(scale-vect (make-vect 1 2) 3)
