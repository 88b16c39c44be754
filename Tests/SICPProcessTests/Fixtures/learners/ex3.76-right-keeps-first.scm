; smooth keeps the first element, so the smoothed signal has the input's length
(define (average a b) (/ (+ a b) 2))
(define (smooth input)
  (cons-stream (stream-car input)
               (stream-map average input (stream-cdr input))))
(define (make-zero-crossings input-stream)
  (let ((smoothed (smooth input-stream)))
    (stream-map sign-change-detector (stream-cdr smoothed) smoothed)))
