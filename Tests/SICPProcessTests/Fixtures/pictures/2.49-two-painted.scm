; 2.49 with two figures painted without a name: which is the wave is not
; known, so neither is judged as it
(define outline
  (segments->painter
   (list (make-segment (make-vect 0 0) (make-vect 0 1))
         (make-segment (make-vect 0 1) (make-vect 1 1))
         (make-segment (make-vect 1 1) (make-vect 1 0))
         (make-segment (make-vect 1 0) (make-vect 0 0)))))
(define x-painter
  (segments->painter
   (list (make-segment (make-vect 0 0) (make-vect 1 1))
         (make-segment (make-vect 0 1) (make-vect 1 0)))))
(define diamond
  (segments->painter
   (list (make-segment (make-vect 0.5 0) (make-vect 1 0.5))
         (make-segment (make-vect 1 0.5) (make-vect 0.5 1))
         (make-segment (make-vect 0.5 1) (make-vect 0 0.5))
         (make-segment (make-vect 0 0.5) (make-vect 0.5 0)))))
(paint (segments->painter
        (list (make-segment (make-vect 0.1 0.1) (make-vect 0.2 0.2))
              (make-segment (make-vect 0.2 0.2) (make-vect 0.3 0.1)))))
(paint (segments->painter
        (list (make-segment (make-vect 0.6 0.6) (make-vect 0.7 0.7))
              (make-segment (make-vect 0.7 0.7) (make-vect 0.8 0.6)))))
