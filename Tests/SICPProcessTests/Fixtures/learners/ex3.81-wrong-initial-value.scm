;; Exercise 3.81: the requests and the value to start from; each request
;; gives the number it asks for, and the rest count up.
(define (random-numbers requests value)
  (let ((request (stream-car requests)))
    (let ((this (cond ((eq? (car request) 'generate) value)
                      ((eq? (car request) 'reset) (cadr request))
                      (else (error "Unknown request" request)))))
      (cons-stream this
                   (random-numbers (stream-cdr requests) (+ this 1))))))
