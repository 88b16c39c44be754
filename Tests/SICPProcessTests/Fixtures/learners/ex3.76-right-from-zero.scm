; Exercise 3.76: smooth as 3.75 averaged, with a 0 before the first element.
(define (smooth s)
  (define (go s last)
    (if (stream-null? s)
        the-empty-stream
        (cons-stream (/ (+ (stream-car s) last) 2.0) (go (stream-cdr s) (stream-car s)))))
  (go s 0))
