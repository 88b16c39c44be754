(define (count-leaves t)
  (accumulate + 0 (map (lambda (sub) (if (pair? sub) (count-leaves sub) (if (null? sub) 0 1))) t)))
