; 2.46 with vec for vect in every name (make-vec, xcor-vec, add-vec, ...).
(define (make-vec x y) (list x y))
(define (xcor-vec v) (car v))
(define (ycor-vec v) (cadr v))
(define (add-vec a b) (make-vec (+ (xcor-vec a) (xcor-vec b)) (+ (ycor-vec a) (ycor-vec b))))
(define (sub-vec a b) (make-vec (- (xcor-vec a) (xcor-vec b)) (- (ycor-vec a) (ycor-vec b))))
(define (scale-vec s v) (make-vec (* s (xcor-vec v)) (* s (ycor-vec v))))
