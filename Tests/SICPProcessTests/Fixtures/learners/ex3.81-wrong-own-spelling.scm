;; Exercise 3.81: requests 'generator (sic) and (reset . n), counting up, not random.
(define (my-update x) (modulo (+ (* 17 x) 11) 101))
(define my-init 42)

(define (random-number-generator requests)
  (define numbers
    (cons-stream
     my-init
     (stream-map (lambda (x request)
                   (cond ((eq? request 'generator) (+ x 1))
                         ((and (pair? request) (eq? (car request) 'reset)) (cdr request))
                         (else (error "unknown request" request))))
                 numbers
                 requests)))
  numbers)
