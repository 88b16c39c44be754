; Exercise 3.81: reset ignored.
(define (random-numbers requests)
  (define numbers
    (cons-stream random-init
                 (stream-map (lambda (request x) (rand-update x)) requests numbers)))
  numbers)
