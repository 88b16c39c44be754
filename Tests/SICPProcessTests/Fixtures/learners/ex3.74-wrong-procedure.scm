; wrong: the detector gets its arguments the other way round (previous first), as a procedure of the signal
(define (sign-change-detector current previous)
  (cond ((and (< previous 0) (>= current 0)) 1)
        ((and (>= previous 0) (< current 0)) -1)
        (else 0)))
(define (zero-crossings sense-data)
  (stream-map sign-change-detector (cons-stream 0 sense-data) sense-data))
