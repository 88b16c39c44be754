;; Exercise 3.69: the Pythagorean triples as a procedure of the stream of integers.
(define (triples s t u)
  (cons-stream
   (list (stream-car s) (stream-car t) (stream-car u))
   (interleave
    (stream-map (lambda (p) (cons (stream-car s) p))
                (stream-cdr (pairs t u)))
    (triples (stream-cdr s) (stream-cdr t) (stream-cdr u)))))

(define integers (integers-starting-from 1))

(define (pythagorean-triples s)
  (stream-filter (lambda (t) (= (+ (square (car t)) (square (cadr t))) (square (caddr t))))
                 (triples s s s)))

(stream-head (pythagorean-triples integers) 2)
