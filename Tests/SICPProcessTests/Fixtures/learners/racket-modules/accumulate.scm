#lang scheme
;; The book's accumulate, as a module of its own.
(provide accumulate)

(define (accumulate combine start items)
  (cond [(empty? items) start]
        [else (combine (first items) (accumulate combine start (rest items)))]))
