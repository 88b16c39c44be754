;; A module with a circular form (datum labels): it loads as a file that does not provide.
(provide (all-defined-out))
(define (helper) 7)
(begin #0=(begin #0#))
