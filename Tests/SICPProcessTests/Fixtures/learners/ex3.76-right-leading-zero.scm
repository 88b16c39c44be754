(define (smooth s)
  (cons-stream 0 (stream-map (lambda (x y) (/ (+ x y) 2)) s (stream-cdr s))))
