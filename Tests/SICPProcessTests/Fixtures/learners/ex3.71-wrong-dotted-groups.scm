; Exercise 3.71: each element two dotted pairs, but any two neighbours,
; whatever their weights.
(define (cube-sum p) (+ (cube (car p)) (cube (cdr p))))
(define (dotted-weighted-pairs s t weight)
  (define (merge s1 s2)
    (if (<= (weight (stream-car s1)) (weight (stream-car s2)))
        (cons-stream (stream-car s1) (merge (stream-cdr s1) s2))
        (cons-stream (stream-car s2) (merge s1 (stream-cdr s2)))))
  (cons-stream (cons (stream-car s) (stream-car t))
               (merge (stream-map (lambda (x) (cons (stream-car s) x)) (stream-cdr t))
                      (dotted-weighted-pairs (stream-cdr s) (stream-cdr t) weight))))

(define (twos s)
  (cons-stream (list (stream-car s) (stream-car (stream-cdr s)))
               (twos (stream-cdr (stream-cdr s)))))

(define ramanujan-numbers (twos (dotted-weighted-pairs integers integers cube-sum)))
