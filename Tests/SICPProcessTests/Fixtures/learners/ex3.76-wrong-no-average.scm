; "smooth" that adds neighbours instead of averaging them
(define (smooth input)
  (cons-stream (stream-car input)
               (stream-map + input (stream-cdr input))))
