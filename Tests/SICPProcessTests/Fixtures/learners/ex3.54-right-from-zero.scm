; Exercise 3.54 with factorials counted from 0! (1 1 2 6 ...): the book's
; stream, whose element n is (n + 1)!, one element later. Passes, noted.
(define (mul-streams s1 s2) (stream-map * s1 s2))
(define ones (cons-stream 1 ones))
(define integers (cons-stream 1 (add-streams ones integers)))
(define factorials (cons-stream 1 (mul-streams factorials integers)))
