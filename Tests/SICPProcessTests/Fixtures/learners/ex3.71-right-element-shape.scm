; Exercise 3.71: each element lists the two ways and then the number.
(define (cube-sum p) (+ (cube (car p)) (cube (cadr p))))
(define by-cubes (weighted-pairs integers integers cube-sum))

(define (same-weight-runs s)
  (let ((a (stream-car s)) (b (stream-car (stream-cdr s))))
    (if (= (cube-sum a) (cube-sum b))
        (cons-stream (list a b (cube-sum a)) (same-weight-runs (stream-cdr (stream-cdr s))))
        (same-weight-runs (stream-cdr s)))))

(define ramanujan-numbers (same-weight-runs by-cubes))
