; requests (generate) and (reset n) as lists; a reset gives no number of its own: it
; starts the generator again from n, and the numbers come from the generate requests
(define (random-from seed)
  (define (next x) (modulo (+ (* x 48271) 7) 2147483647))
  (define s (cons-stream (next seed) (stream-map next s)))
  s)
(define (random-stream requests)
  (define (serve requests numbers)
    (let ((request (stream-car requests)))
      (if (eq? (car request) 'generate)
          (cons-stream (stream-car numbers) (serve (stream-cdr requests) (stream-cdr numbers)))
          (serve (stream-cdr requests) (random-from (cadr request))))))
  (serve requests (random-from 0)))
