(display "mylib loaded")
(newline)
(define (twice x) (* 2 x))
