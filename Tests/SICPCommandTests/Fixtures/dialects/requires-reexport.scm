#lang racket
;; A module's (all-from-out "file") provides what that file provided.
(require "modules/reexports.scm")
(map + '(1 2) '(10 20))
