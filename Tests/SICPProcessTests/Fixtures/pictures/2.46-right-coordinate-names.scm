; 2.46 with selectors named x-coordinate and y-coordinate
(define (make-vect x y) (cons x y))
(define (x-coordinate v) (car v))
(define (y-coordinate v) (cdr v))
(define (add-vect a b) (make-vect (+ (x-coordinate a) (x-coordinate b)) (+ (y-coordinate a) (y-coordinate b))))
(define (sub-vect a b) (make-vect (- (x-coordinate a) (x-coordinate b)) (- (y-coordinate a) (y-coordinate b))))
(define (scale-vect s v) (make-vect (* s (x-coordinate v)) (* s (y-coordinate v))))
