; Exercise 3.76: smooth as 3.75 averaged, with a 0 before the first element.
(define (smooth s)
  (define (go s last)
    (if (stream-null? s)
        the-empty-stream
        (cons-stream (/ (+ (stream-car s) last) 2.0) (go (stream-cdr s) (stream-car s)))))
  (go s 0))

; The detector, written out over data of the file's own.
(define (sign-change-detector new old)
  (cond ((and (< old 0) (>= new 0)) 1)
        ((and (>= old 0) (< new 0)) -1)
        (else 0)))
(define sense-data
  (stream-map (lambda (k) (+ (sin (* 0.5 k)) (if (even? k) 0.3 -0.3))) (integers-starting-from 1)))
(define smoothed (smooth sense-data))
(define zero-crossings (stream-map sign-change-detector smoothed (cons-stream 0 smoothed)))
