;; Loaded by loads-relative.scm: loads its sibling relative to itself.
(load "sibling")
(define (helper x) (* (sibling x) 10))
