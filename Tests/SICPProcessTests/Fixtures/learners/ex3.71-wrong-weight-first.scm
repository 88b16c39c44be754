; Exercise 3.71 on a weight-first 3.70, weighing by squares.

(define (sq-weight p) (+ (square (car p)) (square (cadr p))))
(define pairs-by-weight (weighted-pairs sq-weight integers integers))

(define (find-ramanujan s)
  (let ((w1 (sq-weight (stream-car s)))
        (w2 (sq-weight (stream-car (stream-cdr s)))))
    (if (= w1 w2)
        (cons-stream w1 (find-ramanujan (stream-cdr s)))
        (find-ramanujan (stream-cdr s)))))

(define taxi (find-ramanujan pairs-by-weight))
