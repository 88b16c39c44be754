(define (below painter1 painter2)
  (rotate270 (beside (rotate90 painter1) (rotate90 painter2))))
(define (below-2 painter1 painter2)
  (rotate90 (beside painter1 painter2)))
