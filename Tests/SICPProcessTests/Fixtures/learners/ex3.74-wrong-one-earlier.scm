; a detector of a sample and the next one, mapped over the data and its rest:
; each crossing comes one element earlier than Alyssa's, and her first element (the sample against 0) is missing
(define (sign-change-detector x next)
  (cond ((and (< x 0) (>= next 0)) 1)
        ((and (>= x 0) (< next 0)) -1)
        (else 0)))
(define zero-crossings
  (stream-map sign-change-detector sense-data (stream-cdr sense-data)))
