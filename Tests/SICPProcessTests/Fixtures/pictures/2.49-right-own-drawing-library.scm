; 2.49 drawn with a picture library of the file's own, written for Racket's
; racket/draw (`send`, a bitmap's drawing context), which does not run here.
(define dc (new bitmap-dc% (bitmap (make-bitmap 100 100))))
(define (make-vect x y) (cons x y))
(define (xcor-vect v) (car v))
(define (ycor-vect v) (cdr v))
(define (add-vect a b) (make-vect (+ (xcor-vect a) (xcor-vect b)) (+ (ycor-vect a) (ycor-vect b))))
(define (scale-vect s v) (make-vect (* s (xcor-vect v)) (* s (ycor-vect v))))
(define (make-segment a b) (cons a b))
(define (start-segment s) (car s))
(define (end-segment s) (cdr s))
(define (frame-coord-map frame)
  (lambda (v)
    (add-vect (origin-frame frame)
              (add-vect (scale-vect (xcor-vect v) (edge1-frame frame))
                        (scale-vect (ycor-vect v) (edge2-frame frame))))))
(define (segments->painter segment-list)
  (lambda (frame)
    (for-each
     (lambda (segment)
       (let ((start ((frame-coord-map frame) (start-segment segment)))
             (end ((frame-coord-map frame) (end-segment segment))))
         (send dc draw-line (xcor-vect start) (ycor-vect start) (xcor-vect end) (ycor-vect end))))
     segment-list)))
(define (mseg x1 y1 x2 y2) (make-segment (make-vect x1 y1) (make-vect x2 y2)))
(define outline-shape
  (segments->painter (list (mseg 0 0 1 0) (mseg 1 0 1 1) (mseg 1 1 0 1) (mseg 0 1 0 0))))
(define x-shape (segments->painter (list (mseg 0 0 1 1) (mseg 0 1 1 0))))
(define diamond-shape
  (segments->painter (list (mseg 0.5 0 1 0.5) (mseg 1 0.5 0.5 1) (mseg 0.5 1 0 0.5) (mseg 0 0.5 0.5 0))))
(define wave-shape
  (segments->painter (list (mseg 0.4 0 0.5 0.3) (mseg 0.5 0.3 0.6 0) (mseg 0.5 0.3 0.5 0.7)
                           (mseg 0.5 0.7 0.2 0.6) (mseg 0.5 0.7 0.8 0.6) (mseg 0.5 0.7 0.5 0.9))))
