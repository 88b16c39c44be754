; stops at the shortest stream, as MIT's stream-map does
(define (stream-map-n proc . streams)
  (if (memq '() streams)
      the-empty-stream
      (cons-stream (apply proc (map stream-car streams))
                   (apply stream-map-n proc (map stream-cdr streams)))))
