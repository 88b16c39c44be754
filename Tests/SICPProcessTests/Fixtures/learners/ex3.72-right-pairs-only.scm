; Exercise 3.72: each element is the three pairs, the number left out.
(define (sq-sum p) (+ (square (car p)) (square (cadr p))))
(define by-squares (weighted-pairs integers integers sq-sum))

(define (threes s)
  (let ((a (stream-car s)) (b (stream-car (stream-cdr s))) (c (stream-car (stream-cdr (stream-cdr s)))))
    (if (= (sq-sum a) (sq-sum b) (sq-sum c))
        (cons-stream (list a b c) (threes (stream-cdr s)))
        (threes (stream-cdr s)))))

(define three-ways (threes by-squares))
