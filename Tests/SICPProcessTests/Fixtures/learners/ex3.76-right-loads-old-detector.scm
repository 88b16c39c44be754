;; 3.76: smooth, and the detector built on it, beside the learner's 3.75
;; make-zero-crossings that the library it loads holds.
(require "./gauche-library/stream-lib")

(define (average a b) (/ (+ a b) 2))
(define (smooth s)
  (stream-map average s (cons-stream 0 s)))
(define (make-zero-crossings-smoothed input-stream last-value)
  (let ((smoothed (smooth input-stream)))
    (stream-map sign-change-detector smoothed (cons-stream last-value smoothed))))
