;; Exercise 1.12, from shared/seed/sicp-exercises-1.12-1.30-1.32.txt (the code verbatim):
;; the element of Pascal's triangle at a level (row) and a column, both 1-based.

(define (pascal-triangle level n )
  (cond ((= n 1) 1)       ; 左の辺
        ((= n level) 1)   ; 右の辺
        ((= n 0) 0)       ; 
        ((= level 0) 0)   ; 
        (else  (+ (pascal-triangle (- level 1)  n ) 
                  (pascal-triangle (- level 1) (- n 1))))))
