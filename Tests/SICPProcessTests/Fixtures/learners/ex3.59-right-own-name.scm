; Part (a) under a name of the learner's own; part (b) left to the book's exp-series.
(define (integrate-stream s)
  (define (iter s n)
    (cons-stream (/ (stream-car s) n) (iter (stream-cdr s) (+ n 1))))
  (iter s 1))
(define cosine-series (cons-stream 1 (scale-stream (integrate-stream sine-series) -1)))
(define sine-series (cons-stream 0 (integrate-stream cosine-series)))
