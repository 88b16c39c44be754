; Wrong: exercise 3.76 with the detector written over the book's sense-data,
; but it compares the smoothed signal with the raw one, not with itself.
(define (smooth s)
  (stream-map (lambda (a b) (/ (+ a b) 2)) s (stream-cdr s)))
(define zero-crossings
  (stream-map sign-change-detector (smooth sense-data) (cons-stream 0 sense-data)))
