; Exercise 3.71: each element is (pair . number), the pairs dotted.
(define (cube-sum p) (+ (cube (car p)) (cube (cdr p))))
(define (dotted s) (stream-map (lambda (p) (cons (car p) (cadr p))) s))
(define by-cubes (dotted (weighted-pairs integers integers (lambda (p) (+ (cube (car p)) (cube (cadr p)))))))

(define (runs s)
  (let ((a (stream-car s)) (b (stream-car (stream-cdr s))))
    (if (= (cube-sum a) (cube-sum b))
        (cons-stream (cons a (cube-sum a)) (runs (stream-cdr s)))
        (runs (stream-cdr s)))))

(define ramanujan (runs by-cubes))
