#lang racket
;; Racket's module scope: what a required module does not provide is not the requirer's.
(require "modules/columns.scm")
(require "modules/shapes.scm")
(display (firsts '((1 2) (3 4))))
(newline)
(display (map + '(1 2) '(10 20)))
(newline)
(display (list (cube 2) (double 5) (square 3) (length '(1 2 3))))
(newline)
