#lang scheme
;; 2.36's accumulate-n over this folder's own accumulate and one-list map.
(require "accumulate.scm")
(require "map-one.scm")
(provide (all-defined-out))

(define (accumulate-n combine start seqs)
  (cond [(empty? (first seqs)) empty]
        [else (cons (accumulate combine start (map first seqs))
                    (accumulate-n combine start (map rest seqs)))]))
