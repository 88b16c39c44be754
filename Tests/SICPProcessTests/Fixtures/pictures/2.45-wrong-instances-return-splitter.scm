; split is right, but right-split and up-split, defined as procedures of
; (painter n), return the splitter instead of a painter.
(define (split outer inner)
  (lambda (painter n)
    (let loop ((k n))
      (if (= k 0)
          painter
          (let ((smaller (loop (- k 1))))
            (outer painter (inner smaller smaller)))))))
(define (right-split painter n) (split beside below))
(define (up-split painter n) (split below beside))
