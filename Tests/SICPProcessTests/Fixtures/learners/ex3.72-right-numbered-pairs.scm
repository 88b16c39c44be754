; Exercise 3.72: each pair carries its sum of squares in front, (325 1 18),
; and each element is the three such pairs.
(define (sq-sum p) (+ (square (car p)) (square (cadr p))))
(define numbered
  (stream-map (lambda (p) (cons (sq-sum p) p)) (weighted-pairs integers integers sq-sum)))

(define (threes s)
  (let ((a (stream-car s)) (b (stream-car (stream-cdr s))) (c (stream-car (stream-cdr (stream-cdr s)))))
    (if (= (car a) (car b) (car c))
        (cons-stream (list a b c) (threes (stream-cdr s)))
        (threes (stream-cdr s)))))

(define three-ways (threes numbered))
