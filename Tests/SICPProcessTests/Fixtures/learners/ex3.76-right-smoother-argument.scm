;; Exercise 3.76: the smoother is a parameter of the detector, so that any
;; smoothing can be plugged in (a modular design).
(define (smooth signal)
  (stream-map (lambda (x y) (/ (+ x y) 2))
              (cons-stream 0 signal)
              signal))

(define (make-zero-crossings signal smoother)
  (let ((smoothed (smoother signal)))
    (stream-map sign-change-detector
                smoothed
                (cons-stream 0 smoothed))))
