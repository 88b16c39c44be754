; exercise 1.32: sum from accumulate (load accumulate-recu.scm for the other process)
(load "accumulate-iter.scm")

(define (sum term a next b)
  (accumulate + 0 term a next b))
