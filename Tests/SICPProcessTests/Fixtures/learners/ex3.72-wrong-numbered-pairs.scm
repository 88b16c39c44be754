; Exercise 3.72: each pair carries its sum of squares in front, but two
; equal neighbours are taken for three ways.
(define (sq-sum p) (+ (square (car p)) (square (cadr p))))
(define numbered
  (stream-map (lambda (p) (cons (sq-sum p) p)) (weighted-pairs integers integers sq-sum)))

(define (twos s)
  (let ((a (stream-car s)) (b (stream-car (stream-cdr s))))
    (if (= (car a) (car b))
        (cons-stream (list a b) (twos (stream-cdr s)))
        (twos (stream-cdr s)))))

(define three-ways (twos numbered))
