(define (smooth s)
  (cons-stream 0 (stream-map (lambda (x y) (/ (+ x y) 2)) s (stream-cdr s))))

; Used in a modular zero-crossing detector.
(define (make-zero-crossings input-stream last-value)
  (let ((smoothed (smooth input-stream)))
    (stream-map sign-change-detector smoothed (cons-stream last-value smoothed))))
