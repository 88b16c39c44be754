; zero-crossings as a procedure of the signal, Alyssa's stream-map inside
(define (sign-change-detector current previous)
  (cond ((and (< previous 0) (>= current 0)) 1)
        ((and (>= previous 0) (< current 0)) -1)
        (else 0)))
(define (zero-crossings sense-data)
  (stream-map sign-change-detector sense-data (cons-stream 0 sense-data)))
