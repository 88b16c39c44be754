; Exercise 3.75, with a detector of its own and named parts.
(define (sign-change-detector new old)
  (cond ((and (negative? old) (not (negative? new))) 1)
        ((and (not (negative? old)) (negative? new)) -1)
        (else 0)))

(define (average a b) (/ (+ a b) 2))

(define (make-zero-crossings input-stream last-value last-avpt)
  (let* ((value (stream-car input-stream))
         (avpt (average value last-value)))
    (cons-stream (sign-change-detector avpt last-avpt)
                 (make-zero-crossings (stream-cdr input-stream) value avpt))))
