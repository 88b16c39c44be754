; a request is 'generate, or the number to start again from
(define (random-numbers requests)
  (define numbers
    (cons-stream random-init
                 (stream-map (lambda (request x) (if (eq? request 'generate) (rand-update x) request))
                             requests numbers)))
  numbers)
