; The seed's Pascal's triangle: level (row) and n (column), counted from 1.
(define (pascal-triangle level n )
  (cond ((= n 1) 1)       ; the left edge
        ((= n level) 1)   ; the right edge
        ((= n 0) 0)       ;
        ((= level 0) 0)   ;
        (else  (+ (pascal-triangle (- level 1)  n )
                  (pascal-triangle (- level 1) (- n 1))))))
(pascal-triangle 10 3)
