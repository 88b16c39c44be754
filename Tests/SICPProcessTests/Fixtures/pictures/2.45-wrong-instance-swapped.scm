; split is right; the file's right-split gives it below and beside, up-split's order.
(define (split big small)
  (lambda (painter n)
    (let loop ((k n))
      (if (= k 0) painter
          (let ((smaller (loop (- k 1))))
            (big painter (small smaller smaller)))))))
(define right-split (split below beside))
