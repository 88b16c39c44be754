; Exercise 1.12 with pascal-row, each row made from the one before it.
(define (pascal-row n)
  (define (next-row r)
    (define (sums d)
      (if (or (null? d) (null? (cdr d))) d (cons (+ (car d) (cadr d)) (sums (cdr d)))))
    (cons 1 (sums r)))
  (if (= n 0) (list 1) (next-row (pascal-row (- n 1)))))
