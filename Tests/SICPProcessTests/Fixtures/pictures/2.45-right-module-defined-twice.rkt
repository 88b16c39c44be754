#lang sicp
; A first draft of split, then the answer: Racket rejects the module
; (a name defined twice), MIT's load leaves the second.
(define (split first-op second-op)
  (lambda (painter n) painter))
(define (split first-op second-op)
  (lambda (painter n)
    (if (= n 0)
        painter
        (let ((smaller ((split first-op second-op) painter (- n 1))))
          (first-op painter (second-op smaller smaller))))))
(define right-split (split beside below))
(define up-split (split below beside))
