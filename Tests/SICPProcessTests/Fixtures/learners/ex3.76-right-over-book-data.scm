; Exercise 3.76: smooth, and the detector written over the book's sense-data,
; which this file does not define (it stands for the sensor's signal).
(define (smooth s)
  (stream-map (lambda (a b) (/ (+ a b) 2)) s (stream-cdr s)))
(define zero-crossings
  (let ((smoothed (smooth sense-data)))
    (stream-map sign-change-detector smoothed (cons-stream 0 smoothed))))
