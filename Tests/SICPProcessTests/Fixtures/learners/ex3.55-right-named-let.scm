(define (partial-sums s)
  (let loop ((s s) (acc 0))
    (cons-stream (+ acc (stream-car s))
                 (loop (stream-cdr s) (+ acc (stream-car s))))))
