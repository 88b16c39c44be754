#lang scheme
;; A map of one list (2.21's), as a module of its own.
(provide (all-defined-out))

(define (map f items)
  (cond [(empty? items) empty]
        [else (cons (f (first items)) (map f (rest items)))]))
