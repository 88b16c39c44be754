; Exercise 3.72 with each element three (number way) lists:
; ((325 (1 18)) (325 (6 17)) (325 (10 15))).
(define (sum-squares p) (+ (square (car p)) (square (cadr p))))
(define with-sums (stream-map (lambda (p) (list (sum-squares p) p)) (weighted-pairs integers integers sum-squares)))
(define (trios s)
  (cons-stream (list (stream-car s) (stream-car (stream-cdr s)) (stream-car (stream-cdr (stream-cdr s))))
               (trios (stream-cdr s))))
(define square-sums
  (stream-filter (lambda (t) (= (car (car t)) (car (cadr t)) (car (caddr t)))) (trios with-sums)))
