; each number with its two ways, found by stream-filter on neighbours
(define (merge-weighted s1 s2 weight)
  (let ((x (stream-car s1)) (y (stream-car s2)))
    (if (< (weight y) (weight x))
        (cons-stream y (merge-weighted s1 (stream-cdr s2) weight))
        (cons-stream x (merge-weighted (stream-cdr s1) s2 weight)))))

(define (weighted-pairs s t weight)
  (cons-stream
   (list (stream-car s) (stream-car t))
   (merge-weighted
    (stream-map (lambda (x) (list (stream-car s) x)) (stream-cdr t))
    (weighted-pairs (stream-cdr s) (stream-cdr t) weight)
    weight)))

(define (weight p) (+ (* (car p) (car p) (car p)) (* (cadr p) (cadr p) (cadr p))))
(define by-cubes (weighted-pairs (integers-starting-from 1) (integers-starting-from 1) weight))

(define taxicab
  (stream-map (lambda (p q) (list (weight p) p q))
              (stream-filter (lambda (x) x)
                             (stream-map (lambda (p q) (if (= (weight p) (weight q)) p #f))
                                         by-cubes (stream-cdr by-cubes)))
              (stream-filter (lambda (x) x)
                             (stream-map (lambda (p q) (if (= (weight p) (weight q)) q #f))
                                         by-cubes (stream-cdr by-cubes)))))
