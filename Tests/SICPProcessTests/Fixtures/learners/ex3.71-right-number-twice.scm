; Exercise 3.71 with each Ramanujan number given as the weights of two
; consecutive pairs, side by side: (1729 . 1729).
(define (cube x) (* x x x))
(define (weight p) (+ (cube (car p)) (cube (cadr p))))
(define (two-weights s)
  (cons-stream (cons (weight (stream-car s)) (weight (stream-car (stream-cdr s))))
               (two-weights (stream-cdr s))))
(define ramanujan-numbers
  (stream-filter (lambda (w) (= (car w) (cdr w)))
                 (two-weights (weighted-pairs integers integers weight))))
