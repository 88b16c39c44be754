#lang racket
;; Passes one-list-map.scm's map on to its requirer.
(require "one-list-map.scm")
(provide (all-from-out "one-list-map.scm"))
