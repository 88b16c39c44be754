(define (merge-weighted s1 s2 weight)
  (cond ((stream-null? s1) s2)
        ((stream-null? s2) s1)
        (else
         (let ((s1car (stream-car s1))
               (s2car (stream-car s2)))
           (if (< (weight s2car) (weight s1car))
               (cons-stream s2car (merge-weighted s1 (stream-cdr s2) weight))
               (cons-stream s1car (merge-weighted (stream-cdr s1) s2 weight)))))))

(define (weighted-pairs s t weight)
  (cons-stream
   (list (stream-car s) (stream-car t))
   (merge-weighted
    (stream-map (lambda (x) (list (stream-car s) x)) (stream-cdr t))
    (weighted-pairs (stream-cdr s) (stream-cdr t) weight)
    weight)))

(define integers (integers-starting-from 1))

(define a (weighted-pairs integers integers (lambda (p) (+ (car p) (cadr p)))))

(define (divisible? x y) (= (remainder x y) 0))
(define (no-2-3-5? x) (not (or (divisible? x 2) (divisible? x 3) (divisible? x 5))))
(define b
  (stream-filter (lambda (p) (and (no-2-3-5? (car p)) (no-2-3-5? (cadr p))))
                 (weighted-pairs integers integers
                                 (lambda (p) (let ((i (car p)) (j (cadr p)))
                                               (+ (* 2 i) (* 3 j) (* 5 i j)))))))
