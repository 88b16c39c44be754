; Exercise 1.12 as the whole triangle down to row n, a list of rows, each
; row made from the one above it by a recursive process.
(define (pascals-triangle n)
  (define (next-row row)
    (map + (cons 0 row) (append row (list 0))))
  (define (rows k row)
    (if (= k 0)
        '()
        (cons row (rows (- k 1) (next-row row)))))
  (rows n (list 1)))

(pascals-triangle 5)
