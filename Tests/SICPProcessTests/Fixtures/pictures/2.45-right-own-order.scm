; split: the procedures it makes take the count first
(define (split combine-op split-op)
  (define (splitter n painter)
    (if (= n 0)
        painter
        (let ((smaller (splitter (- n 1) painter)))
          (combine-op painter (split-op smaller smaller)))))
  splitter)
(define right-split (split beside below))
(define up-split (split below beside))
