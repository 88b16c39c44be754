; triples in increasing order, the third number computed from s
(define (sum-triples n s)
  (flatmap (lambda (i)
             (flatmap (lambda (j)
                        (let ((k (- s i j)))
                          (if (and (> k j) (<= k n)) (list (list i j k)) '())))
                      (enumerate-interval (+ i 1) n)))
           (enumerate-interval 1 n)))
