;; Exercise 3.74 with the detector's arguments the other way round, on data of my own, with a two-stream
;; stream-map of my own (no end test: it is only read as far as the data).
(define (stream-map f s1 s2)
  (cons-stream (f (stream-car s1) (stream-car s2))
               (stream-map f (stream-cdr s1) (stream-cdr s2))))
(define (list->my-stream items)
  (if (null? items)
      the-empty-stream
      (cons-stream (car items) (list->my-stream (cdr items)))))
(define sense-data (list->my-stream (list 1 2 1.5 1 0.5 -0.1 -2 -3 -2 -0.5 0.2 3 4)))
(define zero-crossings
  (stream-map sign-change-detector (cons-stream 0 sense-data) sense-data))
