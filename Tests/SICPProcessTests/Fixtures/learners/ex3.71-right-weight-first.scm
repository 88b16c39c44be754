; Exercise 3.71 on this learner's 3.70, which takes the weight first.

(define (cube-weight p) (+ (cube (car p)) (cube (cadr p))))
(define cubes (weighted-pairs cube-weight integers integers))

(define (find-ramanujan s)
  (let ((w1 (cube-weight (stream-car s)))
        (w2 (cube-weight (stream-car (stream-cdr s)))))
    (if (= w1 w2)
        (cons-stream w1 (find-ramanujan (stream-cdr s)))
        (find-ramanujan (stream-cdr s)))))

(define taxi (find-ramanujan cubes))
