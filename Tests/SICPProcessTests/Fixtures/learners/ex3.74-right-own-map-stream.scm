; 3.74 with a stream map of the file's own, map-stream, and the book's
; version kept beside the answer under a name like it
(define (make-zero-crossings input-stream last-value)
  (cons-stream (sign-change-detector (stream-car input-stream) last-value)
               (make-zero-crossings (stream-cdr input-stream) (stream-car input-stream))))
(define zero-crossings-book (make-zero-crossings sense-data 0))
(define (map-stream proc . streams)
  (cons-stream (apply proc (map stream-car streams))
               (apply map-stream proc (map stream-cdr streams))))
(define zero-crossings-eva
  (map-stream sign-change-detector sense-data (cons-stream 0 sense-data)))
