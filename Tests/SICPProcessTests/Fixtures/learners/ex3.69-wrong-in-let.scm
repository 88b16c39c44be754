; Exercise 3.69 inside the test, with the hypotenuse tested against a sum.
(define (triples s t u)
  (cons-stream (list (stream-car s) (stream-car t) (stream-car u))
               (interleave
                (stream-map (lambda (p) (cons (stream-car s) p))
                            (stream-cdr (pairs t u)))
                (triples (stream-cdr s) (stream-cdr t) (stream-cdr u)))))

(define (test-3.69)
  (let ((how-many 3))
    (define pythagorean-triples
      (stream-filter (lambda (t) (= (+ (car t) (cadr t)) (caddr t)))
                     (triples integers integers integers)))
    (display (stream-head pythagorean-triples how-many))))
