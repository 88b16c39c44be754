; (pascal n) gives the whole row n (counted from 1) as a list, each row from the one above.
(define (next-row row)
  (if (null? (cdr row))
      (list 1)
      (cons (+ (car row) (cadr row)) (next-row (cdr row)))))
(define (pascal n)
  (if (= n 1)
      (list 1)
      (cons 1 (next-row (pascal (- n 1))))))

(pascal 5)
