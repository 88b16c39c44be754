; Exercise 3.54 with the multipliers starting at 3: 1 3 12 60 ..., no
; factorials.
(define (mul-streams s1 s2) (stream-map * s1 s2))
(define factorials (cons-stream 1 (mul-streams factorials (integers-starting-from 3))))
