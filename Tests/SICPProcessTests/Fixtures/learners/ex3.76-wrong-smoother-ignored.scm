;; Exercise 3.76: the smoother is a parameter of the detector, but the
;; detector never calls it: the crossings of the raw signal.
(define (smooth signal)
  (stream-map (lambda (x y) (/ (+ x y) 2))
              (cons-stream 0 signal)
              signal))

(define (make-zero-crossings signal smoother)
  (stream-map sign-change-detector
              signal
              (cons-stream 0 signal)))
