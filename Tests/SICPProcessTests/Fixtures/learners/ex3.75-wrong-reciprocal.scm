; Exercise 3.75 with 1/(x + last) for the average: of the same sign, so its
; crossings agree, until two neighbours sum to 0.
(define (make-zero-crossings input-stream last-value last-avpt)
  (let ((avpt (/ (+ (stream-car input-stream) last-value))))
    (cons-stream (sign-change-detector avpt last-avpt)
                 (make-zero-crossings (stream-cdr input-stream) (stream-car input-stream) avpt))))
