(define (split first-op second-op)
  (define (splitter painter n)
    (if (= n 0)
        painter
        (let ((smaller (splitter painter (- n 1))))
          (second-op painter (first-op smaller smaller)))))
  splitter)
