; Counts down to 0 but returns f there: one application too many.
(define (repeated f n)
  (if (= n 0)
      f
      (lambda (x) (f ((repeated f (- n 1)) x)))))
