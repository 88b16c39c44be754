(define (count-leaves t)
  (accumulate (lambda (leaf n) (+ n 1)) 0 (enumerate-tree t)))
