; 2.49 with the wave under a name of the file's own that holds the book's
(define outline
  (segments->painter
   (list (make-segment (make-vect 0 0) (make-vect 0 0.99))
         (make-segment (make-vect 0 0.99) (make-vect 0.99 0.99))
         (make-segment (make-vect 0.99 0.99) (make-vect 0.99 0))
         (make-segment (make-vect 0.99 0) (make-vect 0 0)))))
(define x-painter
  (segments->painter
   (list (make-segment (make-vect 0 0) (make-vect 0.5 0.5))
         (make-segment (make-vect 0.5 0.5) (make-vect 1 1))
         (make-segment (make-vect 0 1) (make-vect 1 0)))))
(define (diamond frame)
  ((segments->painter
    (list (make-segment (make-vect 0.5 0) (make-vect 1 0.5))
          (make-segment (make-vect 1 0.5) (make-vect 0.5 1))
          (make-segment (make-vect 0.5 1) (make-vect 0 0.5))
          (make-segment (make-vect 0 0.5) (make-vect 0.5 0))))
   frame))
(define my-wave-figure
  (segments->painter
   (list (make-segment (make-vect 0.4 0) (make-vect 0.5 0.3))
         (make-segment (make-vect 0.5 0.3) (make-vect 0.6 0)))))
