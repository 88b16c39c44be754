; Exercise 3.71: prints the sums of squares that come twice in a row
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

(define (cube-weight p) (+ (square (car p)) (square (cadr p))))

(define sums-of-cubes (weighted-pairs integers integers cube-weight))

(define (show-ramanujan n)
  (define (loop s found)
    (if (< found n)
        (let ((a (stream-car s)) (b (stream-car (stream-cdr s))))
          (if (= (cube-weight a) (cube-weight b))
              (begin (display (cube-weight a)) (display " ") (display a) (display b) (newline)
                     (loop (stream-cdr s) (+ found 1)))
              (loop (stream-cdr s) found)))))
  (loop sums-of-cubes 0))

(show-ramanujan 2)
