; Exercise 3.81 with the request stream flat: the symbol reset, then the new
; value as the next request of its own (generate reset 42 generate ...).
(define random-init 1)
(define (rand-update x) (modulo (+ (* x 1103515245) 12345) 2147483648))

(define (random-numbers requests)
  (define (from requests x)
    (cond ((stream-null? requests) the-empty-stream)
          ((eq? (stream-car requests) 'generate)
           (let ((next (rand-update x)))
             (cons-stream next (from (stream-cdr requests) next))))
          ((eq? (stream-car requests) 'reset)
           (let ((seed (stream-car (stream-cdr requests))))
             (cons-stream seed (from (stream-cdr (stream-cdr requests)) seed))))
          (else (error "Unknown request" (stream-car requests)))))
  (from requests random-init))

(stream-head (random-numbers (list->stream '(generate generate reset 42 generate))) 4)
