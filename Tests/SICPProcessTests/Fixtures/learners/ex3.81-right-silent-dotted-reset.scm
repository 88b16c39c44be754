; requests generate and (reset . n); a reset gives no number of its own: the
; generate requests after it continue from n with the book's rand-update
(define (rand-update x) (modulo (+ (* 27 x) 26) 127))
(define random-init 4)
(define (random-numbers requests)
  (define (serve requests x)
    (let ((request (stream-car requests)))
      (if (eq? request 'generate)
          (let ((next (rand-update x)))
            (cons-stream next (serve (stream-cdr requests) next)))
          (serve (stream-cdr requests) (cdr request)))))
  (serve requests random-init))
