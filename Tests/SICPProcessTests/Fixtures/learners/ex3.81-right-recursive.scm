; Exercise 3.81 by recursion over the requests, (reset . n) pairs, its own rand-update.
(define (rand-update x) (modulo (+ (* 17 x) 43) 100003))

(define (rand-stream requests)
  (define (next requests x)
    (if (stream-null? requests)
        the-empty-stream
        (let* ((request (stream-car requests))
               (value (if (eq? request 'generate) (rand-update x) (rand-update (cdr request)))))
          (cons-stream value (next (stream-cdr requests) value)))))
  (next requests 1))
