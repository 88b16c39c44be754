; up-split with the count first, as right-split is called in my notes
(define (up-split n painter)
  (if (= n 0)
      painter
      (let ((smaller (up-split (- n 1) painter)))
        (below painter (beside smaller smaller)))))
