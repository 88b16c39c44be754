; 2.49 as procedures of no arguments that return painters; the diamond's
; second side is drawn straight down the middle, (0.5, 1) to (0.5, 0).
(define (outline)
  (segments->painter
   (list (make-segment (make-vect 0 0) (make-vect 1 0))
         (make-segment (make-vect 1 0) (make-vect 1 1))
         (make-segment (make-vect 1 1) (make-vect 0 1))
         (make-segment (make-vect 0 1) (make-vect 0 0)))))
(define (cross)
  (segments->painter
   (list (make-segment (make-vect 0 0) (make-vect 1 1))
         (make-segment (make-vect 1 0) (make-vect 0 1)))))
(define (diamond)
  (segments->painter
   (list (make-segment (make-vect 0 0.5) (make-vect 0.5 1))
         (make-segment (make-vect 0.5 1) (make-vect 0.5 0))
         (make-segment (make-vect 1 0.5) (make-vect 0.5 0))
         (make-segment (make-vect 0.5 0) (make-vect 0 0.5)))))
(define (wave)
  (segments->painter
   (list (make-segment (make-vect 0.25 0) (make-vect 0.35 0.5))
         (make-segment (make-vect 0.35 0.5) (make-vect 0.3 0.6))
         (make-segment (make-vect 0.3 0.6) (make-vect 0.15 0.4))
         (make-segment (make-vect 0.15 0.4) (make-vect 0 0.65)))))
