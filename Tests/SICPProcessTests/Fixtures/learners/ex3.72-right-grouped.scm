; the ways as one list after the number, and each number once: the pairs
; of one weight gathered, kept when there are at least three
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

(define (w p) (+ (* (car p) (car p)) (* (cadr p) (cadr p))))

(define (groups s)
  (let loop ((s (stream-cdr s)) (group (list (stream-car s))))
    (if (= (w (stream-car s)) (w (car group)))
        (loop (stream-cdr s) (cons (stream-car s) group))
        (cons-stream (reverse group) (groups s)))))

(define sums-of-squares-3
  (stream-map (lambda (g) (list (w (car g)) g))
              (stream-filter (lambda (g) (>= (length g) 3))
                             (groups (weighted-pairs (integers-starting-from 1)
                                                     (integers-starting-from 1) w)))))
