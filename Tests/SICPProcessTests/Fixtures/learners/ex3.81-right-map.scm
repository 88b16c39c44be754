; Exercise 3.81: each request answered from the number before it.
(define (random-numbers requests)
  (define numbers
    (cons-stream random-init
                 (stream-map (lambda (request x)
                               (cond ((eq? request 'generate) (rand-update x))
                                     ((eq? (car request) 'reset) (cadr request))
                                     (else (error "Unknown request" request))))
                             requests numbers)))
  numbers)
