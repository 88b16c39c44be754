;; Row n (counted from 0) holds n + 1 elements, counted from 1:
;; (pascal 2 1), (pascal 2 2), (pascal 2 3) are 1 2 1.
(define (pascal row col)
  (if (or (= col 1) (= col (+ row 1)))
      1
      (+ (pascal (- row 1) (- col 1)) (pascal (- row 1) col))))
