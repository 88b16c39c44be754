; 3.71: the stream of Ramanujan numbers is built from the weights, where the
; filter takes pairs: its definition stops. The filter itself, applied to
; the pairs, would find them.
(define (cube x) (* x x x))
(define (weight p) (+ (cube (car p)) (cube (cadr p))))
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
(define (integers-starting-from n) (cons-stream n (integers-starting-from (+ n 1))))
(define cube-pairs (weighted-pairs (integers-starting-from 1) (integers-starting-from 1) weight))
(define weights (stream-map weight cube-pairs))
(define (same-weight s)
  (if (= (weight (stream-car s)) (weight (stream-car (stream-cdr s))))
      (cons-stream (stream-car s) (same-weight (stream-cdr s)))
      (same-weight (stream-cdr s))))
(define ramanujan-numbers (same-weight weights))
