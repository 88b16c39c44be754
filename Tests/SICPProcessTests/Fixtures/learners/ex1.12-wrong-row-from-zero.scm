;; Row n (counted from 0), columns from 1, but the left edge is missed:
;; (pascal 2 1) recurses past the triangle's edge.
(define (pascal row col)
  (if (= col (+ row 1))
      1
      (+ (pascal (- row 1) (- col 1)) (pascal (- row 1) col))))
