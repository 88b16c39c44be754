; split: the procedures it makes take the count first; the smaller copies are not split again
(define (split combine-op split-op)
  (define (splitter n painter)
    (if (= n 0)
        painter
        (combine-op painter (split-op painter painter))))
  splitter)
(define right-split (split beside below))
(define up-split (split below beside))
