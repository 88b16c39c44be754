#lang racket
;; Uses one-list-map.scm's map; provides only its own definitions.
(require "one-list-map.scm")
(provide (all-defined-out))

(define (firsts rows) (map car rows))
