; Exercise 3.70 with dotted pairs (i . j), but the merge keeps only one
; of two pairs of the same weight.
(define (merge-weighted s1 s2 weight)
  (let ((x (stream-car s1)) (y (stream-car s2)))
    (cond ((< (weight x) (weight y)) (cons-stream x (merge-weighted (stream-cdr s1) s2 weight)))
          ((> (weight x) (weight y)) (cons-stream y (merge-weighted s1 (stream-cdr s2) weight)))
          (else (cons-stream x (merge-weighted (stream-cdr s1) (stream-cdr s2) weight))))))

(define (weighted-pairs s t weight)
  (cons-stream
   (cons (stream-car s) (stream-car t))
   (merge-weighted
    (stream-map (lambda (x) (cons (stream-car s) x)) (stream-cdr t))
    (weighted-pairs (stream-cdr s) (stream-cdr t) weight)
    weight)))

(define a (weighted-pairs integers integers (lambda (p) (+ (car p) (cdr p)))))

(define (no-2-3-5? x) (not (or (= 0 (remainder x 2)) (= 0 (remainder x 3)) (= 0 (remainder x 5)))))
(define b
  (stream-filter (lambda (p) (and (no-2-3-5? (car p)) (no-2-3-5? (cdr p))))
                 (weighted-pairs integers integers
                                 (lambda (p) (+ (* 2 (car p)) (* 3 (cdr p)) (* 5 (car p) (cdr p)))))))
