;; 3.76: smooth, and no detector built on it; the library it loads holds
;; the learner's 3.75 make-zero-crossings.
(require "./gauche-library/stream-lib")

(define (average a b) (/ (+ a b) 2))
(define (smooth s)
  (stream-map average s (cons-stream 0 s)))
