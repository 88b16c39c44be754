; 2.46 with vec for vect in every name, and ycor-vec taking the whole rest of the list.
(define (make-vec x y) (list x y))
(define (xcor-vec v) (car v))
(define (ycor-vec v) (cdr v))
(define (add-vec a b) (make-vec (+ (xcor-vec a) (xcor-vec b)) (+ (ycor-vec a) (ycor-vec b))))
(define (sub-vec a b) (make-vec (- (xcor-vec a) (xcor-vec b)) (- (ycor-vec a) (ycor-vec b))))
(define (scale-vec s v) (make-vec (* s (xcor-vec v)) (* s (ycor-vec v))))
