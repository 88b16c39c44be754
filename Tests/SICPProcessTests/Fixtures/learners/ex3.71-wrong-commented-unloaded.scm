; Exercise 3.71: a right first try kept in a comment, and a stream that does not load
(define (merge-weighted s1 s2 weight)
  (let ((x (stream-car s1)) (y (stream-car s2)))
    (if (<= (weight x) (weight y))
        (cons-stream x (merge-weighted (stream-cdr s1) s2 weight))
        (cons-stream y (merge-weighted s1 (stream-cdr s2) weight)))))

(define (weighted-pairs s t weight)
  (cons-stream
   (list (stream-car s) (stream-car t))
   (merge-weighted
    (stream-map (lambda (x) (list (stream-car s) x)) (stream-cdr t))
    (weighted-pairs (stream-cdr s) (stream-cdr t) weight)
    weight)))

(define (cube-sum p) (+ (cube (car p)) (cube (cadr p))))

(define (taxi s)
  (let ((w1 (cube-sum (stream-car s)))
        (w2 (cube-sum (stream-car (stream-cdr s)))))
    (if (= w1 w2)
        (cons-stream w1 (taxi (stream-cdr (stream-cdr s))))
        (taxi (stream-cdr s)))))

; (define r (taxi (weighted-pairs (integers-starting-from 1) (integers-starting-from 1) cube-sum)))
(define ramanujan-numbers
  (taxi (weighted-pairs positive-integers positive-integers cube-sum)))
