; the rest is computed before cons-stream delays it: every element is
; computed at once, and an infinite stream never ends
(define (stream-map proc . argstreams)
  (if (stream-null? (car argstreams))
      the-empty-stream
      (let ((rest (apply stream-map (cons proc (map stream-cdr argstreams)))))
        (cons-stream (apply proc (map stream-car argstreams))
                     rest))))
