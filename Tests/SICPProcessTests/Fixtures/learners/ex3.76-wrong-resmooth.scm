(define (smooth s) (stream-map (lambda (a b) (/ (+ a b) 2)) s (stream-cdr s)))
; smooths again at every step
(define (make-zero-crossings input-stream last-value)
  (let ((smoothed (smooth input-stream)))
    (cons-stream (sign-change-detector (stream-car smoothed) last-value)
                 (make-zero-crossings (stream-cdr smoothed) (stream-car smoothed)))))
