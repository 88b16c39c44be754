; Exercise 3.76: smooth of two streams, which the modular detector calls on s and its cdr
(define (smooth s1 s2)
  (stream-map (lambda (x y) (/ (+ x y) 2)) s1 s2))
(define (make-zero-crossings input-stream last-value)
  (let ((smoothed (smooth input-stream (stream-cdr input-stream))))
    (stream-map sign-change-detector smoothed (cons-stream last-value smoothed))))
