;; Gauche: the learner's own library from the load path, loaded once.
(add-load-path "lib")
(use mylib)
(use mylib)
(display (twice 21))
(newline)
;; Racket: a file relative to this one.
(require "sub/sibling.scm")
(display (sibling 1))
(newline)
;; Not there: skipped.
(use no-such-library)
(display "done")
(newline)
