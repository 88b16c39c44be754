; The text's make-zero-crossings, used as the book gives it, over the
; smoothed signal.
(define (average a b) (/ (+ a b) 2))
(define (smooth s)
  (stream-map average s (stream-cdr s)))

(define zero-crossings (make-zero-crossings (smooth sense-data) 0))
