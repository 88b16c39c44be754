; The file tries split out on painters of its own, lists, with a beside and a
; below over lists; its right-split is made with those. Judged with the
; book's beside and below in their place, right-split made again with them.
(define (beside a b) (append a b))
(define (below a b) (append (list b) (list a)))
(define (split outer inner)
  (define (splitter painter n)
    (if (= n 0)
        painter
        (let ((smaller (splitter painter (- n 1))))
          (outer painter (inner smaller smaller)))))
  splitter)
(define right-split (split beside below))
(right-split (list 0) 2)
