; wrong: one way only, named below1: the exercise asks for both
(define (below1 painter1 painter2)
  (rotate90 (beside (rotate270 painter1) (rotate270 painter2))))
