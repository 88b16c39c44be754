; up-split with the count first; beside and below swapped
(define (up-split n painter)
  (if (= n 0)
      painter
      (let ((smaller (up-split (- n 1) painter)))
        (beside painter (below smaller smaller)))))
