; Exercise 3.81: 'reset starts the sequence again from random-init, with no value of its own
(define (random-stream requests)
  (define (next x request)
    (cond ((eq? request 'generate) (rand-update x))
          ((eq? request 'reset) random-init)
          (else (error "Unknown request" request))))
  (define numbers (cons-stream random-init (stream-map next numbers requests)))
  numbers)
