; Exercise 3.81 in Gauche, over a stream layer of the file's own: stream-car is
; car and stream-cdr forces the cdr, and Gauche's force gives back a value that
; is not a promise, so the requests (generate) and (reset n) are read with them.
(define-syntax cons-stream
  (syntax-rules () ((_ a b) (cons a (delay b)))))
(define (stream-car s) (car s))
(define (stream-cdr s) (force (cdr s)))

(define random-init 7)
(define (rand-update x) (modulo (+ (* x 1103515245) 12345) 2147483648))

(define (requested-randoms requests)
  (define (go requests x)
    (let ((kind (stream-car (stream-car requests))))
      (cond ((eq? kind 'generate)
             (cons-stream x (go (stream-cdr requests) (rand-update x))))
            ((eq? kind 'reset)
             (let ((seed (stream-car (stream-cdr (stream-car requests)))))
               (cons-stream seed (go (stream-cdr requests) (rand-update seed)))))
            (else (error "Unknown request" kind)))))
  (go requests random-init))
