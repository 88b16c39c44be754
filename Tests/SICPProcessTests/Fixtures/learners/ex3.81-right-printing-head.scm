; A bare number resets; the file's own stream-head prints the elements and returns nothing.
(define (stream-head s n)
  (if (> n 0)
      (begin (display (stream-car s)) (display ", ")
             (stream-head (stream-cdr s) (- n 1)))))

(define (random-numbers requests)
  (define (next request x)
    (if (eq? request 'generate) (rand-update x) request))
  (define numbers (cons-stream random-init (stream-map next requests numbers)))
  numbers)
