; Exercise 3.79 in a file that also defines a procedure of no arguments
; named y: the cases' own (lambda (dy y) ...) keep their parameter.
(define (y) 'a-name-of-the-file)
(define (solve-2nd f dt y0 dy0)
  (define ys (integral (delay dys) y0 dt))
  (define dys (integral (delay ddys) dy0 dt))
  (define ddys (stream-map f dys ys))
  ys)
