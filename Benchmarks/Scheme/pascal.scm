;; pascal: the seed's Pascal's triangle (exercise 1.12), a tree recursion:
;; (pascal-triangle 26 13) is C(25, 12) = 5200300, in 10400599 calls.
;; Prints 5200300.
;; Portable: runs unchanged on sicp, Guile, MIT Scheme, Chez and CHICKEN.

(define (pascal-triangle level n)
  (cond ((= n 1) 1)          ; the left edge
        ((= n level) 1)      ; the right edge
        ((= n 0) 0)
        ((= level 0) 0)
        (else (+ (pascal-triangle (- level 1) n)
                 (pascal-triangle (- level 1) (- n 1))))))

(display (pascal-triangle 26 13))
(newline)
