; Exercise 3.69: triples at top level, the Pythagorean ones inside the test.
(define (triples s t u)
  (cons-stream (list (stream-car s) (stream-car t) (stream-car u))
               (interleave
                (stream-map (lambda (p) (cons (stream-car s) p))
                            (stream-cdr (pairs t u)))
                (triples (stream-cdr s) (stream-cdr t) (stream-cdr u)))))

(define (test-3.69)
  (let ((how-many 3))
    (define (pythagorean? a b c) (= (+ (* a a) (* b b)) (* c c)))
    (define pythagorean-triples
      (stream-filter (lambda (t) (apply pythagorean? t))
                     (triples integers integers integers)))
    (display (stream-head pythagorean-triples how-many))))
