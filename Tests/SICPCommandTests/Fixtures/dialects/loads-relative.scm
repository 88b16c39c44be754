;; Loads its helper from its own folder, whatever the working directory.
(load "sub/helper.scm")
(display (helper 2))
(newline)
