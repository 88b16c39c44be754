;; wrong: a reset is read and dropped: the sequence goes on from the number before it
(define (random-stream requests seed)
  (if (stream-null? requests)
      the-empty-stream
      (let ((request (stream-car requests)))
        (cond ((eq? request 'generate)
               (let ((next (rand-update seed)))
                 (cons-stream next (random-stream (stream-cdr requests) next))))
              ((and (pair? request) (eq? (car request) 'reset))
               (random-stream (stream-cdr requests) seed))
              (else (error "Unknown request" request))))))
