#lang sicp
; Two versions of the answer in one module: Racket rejects the module
; (module: identifier already defined), MIT's load keeps the second.
(define (sum-of-larger-squares a b c)
  (+ (* a a) (* b b)))
(define (sum-of-larger-squares a b c)
  (cond ((and (<= a b) (<= a c)) (+ (* b b) (* c c)))
        ((and (<= b a) (<= b c)) (+ (* a a) (* c c)))
        (else (+ (* a a) (* b b)))))
