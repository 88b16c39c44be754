; 3.71: a procedure of the ordered stream of pairs that gives the
; Ramanujan numbers, which the file never calls on its stream
(define (cube x) (* x x x))
(define weight (lambda (p) (+ (cube (car p)) (cube (cadr p)))))
(define obj (weighted-pairs integers integers weight))
(define (rama-num seq)
  (let ((former (stream-car seq))
        (later (stream-car (stream-cdr seq))))
    (if (= (weight former) (weight later))
        (cons-stream (weight former) (rama-num (stream-cdr (stream-cdr seq))))
        (rama-num (stream-cdr seq)))))
