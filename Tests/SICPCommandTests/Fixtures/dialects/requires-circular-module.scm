#lang racket
;; Requires a module one of whose forms is circular.
(require "modules/circular.scm")
(display (helper))
