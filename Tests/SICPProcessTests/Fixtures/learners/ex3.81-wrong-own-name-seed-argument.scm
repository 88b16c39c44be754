; Wrong: a reset ignores its value and starts again from 42. Requests are
; (generate) and (reset . n), a reset gives no number of its own.
(define (next-random x) (remainder (+ (* 13 x) 5) 24))
(define (random-nums requests seed)
  (if (stream-null? requests)
      the-empty-stream
      (let ((request (stream-car requests)))
        (cond ((eq? (car request) 'generate)
               (let ((value (next-random seed)))
                 (cons-stream value (random-nums (stream-cdr requests) value))))
              ((eq? (car request) 'reset)
               (random-nums (stream-cdr requests) 42))
              (else (error "Unknown request" request))))))
