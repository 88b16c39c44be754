; Exercise 3.72 with the file's own `filter`, of a stream and of one argument:
; the checker's readers of the elements use the kit's filter all the same.
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

(define (square-sum p) (+ (square (car p)) (square (cadr p))))

(define (filter s)
  (let ((p1 (stream-car s))
        (p2 (stream-car (stream-cdr s)))
        (p3 (stream-car (stream-cdr (stream-cdr s)))))
    (if (= (square-sum p1) (square-sum p2) (square-sum p3))
        (cons-stream (list (square-sum p1) p1 p2 p3)
                     (filter (stream-cdr s)))
        (filter (stream-cdr s)))))

(define squares-three-ways
  (filter (weighted-pairs (integers-starting-from 1) (integers-starting-from 1) square-sum)))
