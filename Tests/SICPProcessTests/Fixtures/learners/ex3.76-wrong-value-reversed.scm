; Wrong: exercise 3.76 with the detector written out over the file's own data,
; but sign-change-detector gets the last value first, so every sign is reversed.
(define (smooth s)
  (stream-map (lambda (a b) (/ (+ a b) 2)) s (stream-cdr s)))
(define (sign-change-detector new old)
  (cond ((and (< old 0) (>= new 0)) 1)
        ((and (>= old 0) (< new 0)) -1)
        (else 0)))
(define sense-data
  (stream-map (lambda (k) (+ (sin (* 0.5 k)) (if (even? k) 0.3 -0.3))) (integers-starting-from 1)))
(define zero-crossings
  (stream-map sign-change-detector (cons-stream 0 (smooth sense-data)) (smooth sense-data)))
