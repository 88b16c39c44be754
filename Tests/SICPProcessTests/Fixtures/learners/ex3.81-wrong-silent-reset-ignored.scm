; requests (generate) and (reset n) as lists; a reset gives no number, but it does not
; start the numbers again either: the seed is read and dropped
(define (random-from seed)
  (define (next x) (modulo (+ (* x 48271) 7) 2147483647))
  (define s (cons-stream (next seed) (stream-map next s)))
  s)
(define (random-stream requests)
  (define (serve requests numbers)
    (let ((request (stream-car requests)))
      (if (eq? (car request) 'generate)
          (cons-stream (stream-car numbers) (serve (stream-cdr requests) (stream-cdr numbers)))
          (serve (stream-cdr requests) numbers))))
  (serve requests (random-from 0)))
