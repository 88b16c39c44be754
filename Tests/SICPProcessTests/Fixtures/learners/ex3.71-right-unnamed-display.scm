; Exercise 3.71, shown with display-stream: the stream of pairs is called `stream`
(define (display-stream s n)
  (if (> n 0)
      (begin (display (stream-car s)) (newline)
             (display-stream (stream-cdr s) (- n 1)))))

(define (merge-weighted weight s1 s2)
  (let ((x (stream-car s1)) (y (stream-car s2)))
    (if (< (weight x) (weight y))
        (cons-stream x (merge-weighted weight (stream-cdr s1) s2))
        (cons-stream y (merge-weighted weight s1 (stream-cdr s2))))))

(define (weighted-pairs weight s t)
  (cons-stream
   (list (stream-car s) (stream-car t))
   (merge-weighted weight
    (stream-map (lambda (x) (list (stream-car s) x)) (stream-cdr t))
    (weighted-pairs weight (stream-cdr s) (stream-cdr t)))))

(define (by-cubes pair) (+ (cube (car pair)) (cube (cadr pair))))

(define stream (weighted-pairs by-cubes integers integers))

(define (find-ramanujan s)
  (let ((first (stream-car s)) (second (stream-car (stream-cdr s))))
    (if (= (by-cubes first) (by-cubes second))
        (cons-stream (list first second (by-cubes first)) (find-ramanujan (stream-cdr s)))
        (find-ramanujan (stream-cdr s)))))

(display-stream (find-ramanujan stream) 2)
