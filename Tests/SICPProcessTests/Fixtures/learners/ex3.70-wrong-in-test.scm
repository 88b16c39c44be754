; Exercise 3.70, part b weighted with 7 ij, inside the test procedure.
(define (merge-weighted s1 s2 weight)
  (cond ((stream-null? s1) s2)
        ((stream-null? s2) s1)
        ((<= (weight (stream-car s1)) (weight (stream-car s2)))
         (cons-stream (stream-car s1) (merge-weighted (stream-cdr s1) s2 weight)))
        (else (cons-stream (stream-car s2) (merge-weighted s1 (stream-cdr s2) weight)))))

(define (weighted-pairs s t weight)
  (cons-stream (list (stream-car s) (stream-car t))
               (merge-weighted (stream-map (lambda (x) (list (stream-car s) x)) (stream-cdr t))
                               (weighted-pairs (stream-cdr s) (stream-cdr t) weight)
                               weight)))

(define (test-3.70)
  (define (show s n)
    (if (> n 0) (begin (display (stream-car s)) (newline) (show (stream-cdr s) (- n 1)))))
  (show (weighted-pairs integers integers (lambda (p) (+ (car p) (cadr p)))) 10)
  (let ((no-2-3-5 (stream-filter (lambda (n) (not (or (= 0 (remainder n 2)) (= 0 (remainder n 3))
                                                       (= 0 (remainder n 5)))))
                                 integers)))
    (show (weighted-pairs no-2-3-5 no-2-3-5
                          (lambda (p) (+ (* 2 (car p)) (* 3 (cadr p)) (* 7 (car p) (cadr p)))))
          10)))
