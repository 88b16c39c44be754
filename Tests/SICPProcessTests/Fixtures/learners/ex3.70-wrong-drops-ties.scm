; merge-weighted copied from merge: of two pairs of the same weight, one is lost
(define (merge-weighted s1 s2 weight)
  (cond ((stream-null? s1) s2)
        ((stream-null? s2) s1)
        (else
         (let ((s1car (stream-car s1)) (s2car (stream-car s2)))
           (cond ((< (weight s1car) (weight s2car))
                  (cons-stream s1car (merge-weighted (stream-cdr s1) s2 weight)))
                 ((> (weight s1car) (weight s2car))
                  (cons-stream s2car (merge-weighted s1 (stream-cdr s2) weight)))
                 (else
                  (cons-stream s1car
                               (merge-weighted (stream-cdr s1) (stream-cdr s2) weight))))))))

(define (weighted-pairs s t weight)
  (cons-stream
   (list (stream-car s) (stream-car t))
   (merge-weighted
    (stream-map (lambda (x) (list (stream-car s) x)) (stream-cdr t))
    (weighted-pairs (stream-cdr s) (stream-cdr t) weight)
    weight)))

(define a (weighted-pairs (integers-starting-from 1) (integers-starting-from 1)
                          (lambda (p) (+ (car p) (cadr p)))))

(define (no-2-3-5? x) (not (or (even? x) (= 0 (remainder x 3)) (= 0 (remainder x 5)))))
(define b
  (stream-filter (lambda (p) (and (no-2-3-5? (car p)) (no-2-3-5? (cadr p))))
                 (weighted-pairs (integers-starting-from 1) (integers-starting-from 1)
                                 (lambda (p) (+ (* 2 (car p)) (* 3 (cadr p)) (* 5 (car p) (cadr p)))))))
