(define (smooth s) (stream-map (lambda (a b) (/ (+ a b) 2)) s (stream-cdr s)))
(define (make-zero-crossings input-stream)
  (let ((s (smooth input-stream)))
    (stream-map sign-change-detector (stream-cdr s) s)))
