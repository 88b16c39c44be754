; ties go to s2 first; the weight first among the arguments; the
; streams filtered before they are paired
(define (merge-weighted s1 s2 weight)
  (cond ((stream-null? s1) s2)
        ((stream-null? s2) s1)
        ((< (weight (stream-car s1)) (weight (stream-car s2)))
         (cons-stream (stream-car s1) (merge-weighted (stream-cdr s1) s2 weight)))
        (else
         (cons-stream (stream-car s2) (merge-weighted s1 (stream-cdr s2) weight)))))

(define (weighted-pairs weight s t)
  (cons-stream
   (list (stream-car s) (stream-car t))
   (merge-weighted
    (weighted-pairs weight (stream-cdr s) (stream-cdr t))
    (stream-map (lambda (x) (list (stream-car s) x)) (stream-cdr t))
    weight)))

(define (sum-weight p) (+ (car p) (cadr p)))
(define pairs-by-sum
  (weighted-pairs sum-weight (integers-starting-from 1) (integers-starting-from 1)))

(define odd-ones
  (stream-filter (lambda (x) (not (or (even? x) (= 0 (remainder x 3)) (= 0 (remainder x 5)))))
                 (integers-starting-from 1)))
(define pairs-b
  (weighted-pairs (lambda (p) (+ (* 2 (car p)) (* 3 (cadr p)) (* 5 (car p) (cadr p))))
                  odd-ones odd-ones))
