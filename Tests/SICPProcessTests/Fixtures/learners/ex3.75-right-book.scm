; Exercise 3.75: Louis's bug fixed: the average of this value and the last *value*,
; compared with the last average.
(define (make-zero-crossings input-stream last-value last-avpt)
  (let ((avpt (/ (+ (stream-car input-stream) last-value) 2)))
    (cons-stream (sign-change-detector avpt last-avpt)
                 (make-zero-crossings (stream-cdr input-stream)
                                      (stream-car input-stream)
                                      avpt))))

(define smoothed-zero-crossings (make-zero-crossings sense-data 0 0))
