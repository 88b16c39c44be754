; Exercise 3.69 with the Pythagorean triples a procedure of the three
; streams the triples are made of.
(define (triples s t u)
  (cons-stream (list (stream-car s) (stream-car t) (stream-car u))
               (interleave (stream-map (lambda (p) (cons (stream-car s) p)) (stream-cdr (pairs t u)))
                           (triples (stream-cdr s) (stream-cdr t) (stream-cdr u)))))
(define (pythagorean-triples s t u)
  (stream-filter (lambda (x) (= (+ (square (car x)) (square (cadr x))) (square (caddr x))))
                 (triples s t u)))
