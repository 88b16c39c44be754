; Exercise 3.76: smooth, each element the average of two successive ones.
(define (average a b) (/ (+ a b) 2))
(define (smooth s) (stream-map average s (stream-cdr s)))

(define (make-zero-crossings input-stream last-value)
  (cons-stream (sign-change-detector (stream-car input-stream) last-value)
               (make-zero-crossings (stream-cdr input-stream) (stream-car input-stream))))

(define (smoothed-zero-crossings s) (make-zero-crossings (smooth s) 0))
