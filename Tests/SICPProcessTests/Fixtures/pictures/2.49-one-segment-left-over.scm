; 2.49 with painters named by letter, and the one left a single stroke:
; no wave
(define p0 (make-vect 0 0))
(define p1 (make-vect 0 1))
(define q0 (make-vect 1 0))
(define q1 (make-vect 1 1))
(define painter-a
  (segments->painter
   (list (make-segment p0 p1) (make-segment p1 q1) (make-segment q1 q0) (make-segment q0 p0))))
(define painter-b
  (segments->painter (list (make-segment p0 q1) (make-segment q0 p1))))
(define painter-c
  (segments->painter
   (list (make-segment (make-vect 0.5 0) (make-vect 1 0.5))
         (make-segment (make-vect 1 0.5) (make-vect 0.5 1))
         (make-segment (make-vect 0.5 1) (make-vect 0 0.5))
         (make-segment (make-vect 0 0.5) (make-vect 0.5 0)))))
(define painter-d
  (segments->painter (list (make-segment (make-vect 0.4 0) (make-vect 0.5 0.3)))))
