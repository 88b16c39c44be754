; The constructor is make-my-vect (the file's own name; the library it used had make-vect).
(define (make-my-vect x y) (cons x y))
(define (xcor-vect v) (car v))
(define (ycor-vect v) (cdr v))
(define (add-vect a b) (make-my-vect (+ (xcor-vect a) (xcor-vect b)) (+ (ycor-vect a) (ycor-vect b))))
(define (sub-vect a b) (make-my-vect (- (xcor-vect a) (xcor-vect b)) (- (ycor-vect a) (ycor-vect b))))
(define (scale-vect s v) (make-my-vect (* s (xcor-vect v)) (* s (ycor-vect v))))
