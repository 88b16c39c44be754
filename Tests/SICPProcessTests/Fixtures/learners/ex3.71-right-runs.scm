; Exercise 3.71: the stream gives the pairs themselves, each number's two
; ways one after the other: (1 . 12) (9 . 10) (2 . 16) (9 . 15) ...
(define (cube-sum p) (+ (cube (car p)) (cube (cdr p))))
(define (dotted-weighted-pairs s t weight)
  (define (merge s1 s2)
    (if (<= (weight (stream-car s1)) (weight (stream-car s2)))
        (cons-stream (stream-car s1) (merge (stream-cdr s1) s2))
        (cons-stream (stream-car s2) (merge s1 (stream-cdr s2)))))
  (cons-stream (cons (stream-car s) (stream-car t))
               (merge (stream-map (lambda (x) (cons (stream-car s) x)) (stream-cdr t))
                      (dotted-weighted-pairs (stream-cdr s) (stream-cdr t) weight))))

(define (ways s)
  (let ((a (stream-car s)) (b (stream-car (stream-cdr s))))
    (if (= (cube-sum a) (cube-sum b))
        (cons-stream a (cons-stream b (ways (stream-cdr (stream-cdr s)))))
        (ways (stream-cdr s)))))

(define taxicab-ways (ways (dotted-weighted-pairs integers integers cube-sum)))
