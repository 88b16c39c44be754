;; Exercise 3.81: (random-stream requests seed); a reset gives no number of its own.
(define (random-stream requests seed)
  (if (stream-null? requests)
      the-empty-stream
      (let ((request (stream-car requests)))
        (cond ((eq? request 'generate)
               (let ((next (rand-update seed)))
                 (cons-stream next (random-stream (stream-cdr requests) next))))
              ((and (pair? request) (eq? (car request) 'reset))
               (random-stream (stream-cdr requests) (cadr request)))
              (else (error "Unknown request" request))))))
