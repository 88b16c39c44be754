;; Exercise 3.81: a stand-in generator of my own, named for what it does.
(define random-init 1)
(define (random-update x) (+ x 1))

(define (rand request-stream)
  (define (dispatch request x)
    (let ((m (car request)))
      (cond ((eq? m 'generate) (random-update x))
            ((eq? m 'reset) (cadr request))
            (else (error "Unknown operation: RAND" request)))))
  (define random-numbers
    (cons-stream random-init (stream-map dispatch request-stream random-numbers)))
  random-numbers)
