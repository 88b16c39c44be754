#lang racket
;; A module required a second time gives its requirer what it provides.
(require "modules/columns.scm")
(require "modules/one-list-map.scm")
(display (map car '((1 2) (3 4))))
(newline)
(map + '(1 2) '(10 20))
