; the book's partial-sums, euler-transform and accelerated-sequence left out (the checker supplies them),
; and the third sequence misspelt, so it never loads: the checker must not compute it with the book's procedures
(define (ln2-summands n)
  (cons-stream (/ 1.0 n)
               (stream-map - (ln2-summands (+ n 1)))))
(define ln2-stream (partial-sums (ln2-summands 1)))
(define ln2-euler (euler-transform ln2-stream))
(defin ln2-accelerated (accelerated-sequence euler-transform ln2-stream))
