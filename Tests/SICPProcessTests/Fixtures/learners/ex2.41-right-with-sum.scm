; Exercise 2.41 giving each triple with its sum after it, as 2.40's
; prime-sum-pairs gives each pair.
(define (unique-triples n)
  (flatmap (lambda (i)
             (flatmap (lambda (j) (map (lambda (k) (list i j k)) (enumerate-interval 1 (- j 1))))
                      (enumerate-interval 1 (- i 1))))
           (enumerate-interval 1 n)))
(define (triples-sum n s)
  (map (lambda (t) (append t (list s)))
       (filter (lambda (t) (= s (+ (car t) (cadr t) (caddr t)))) (unique-triples n))))
