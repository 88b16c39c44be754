;; wrong: generate applies the generator to the request, not to the number before it
(define random-init 1)
(define (random-update x) (+ x 1))

(define (rand request-stream)
  (define (dispatch request x)
    (let ((m (car request)))
      (cond ((eq? m 'generate) (random-update random-init))
            ((eq? m 'reset) (cadr request))
            (else (error "Unknown operation: RAND" request)))))
  (define random-numbers
    (cons-stream random-init (stream-map dispatch request-stream random-numbers)))
  random-numbers)
