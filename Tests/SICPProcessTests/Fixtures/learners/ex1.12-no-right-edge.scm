; The right edge is missing: (pascal 3 3) recurses without end.
(define (pascal row col)
  (if (= col 1)
      1
      (+ (pascal (- row 1) (- col 1))
         (pascal (- row 1) col))))
