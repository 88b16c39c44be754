; pairs of an element of s and a pair of t and u, with no i <= j: (2 1 1) comes
(define (triples s t u)
  (stream-map (lambda (p) (cons (car p) (cadr p)))
              (pairs s (pairs t u))))

(define pythagorean-triples
  (stream-filter (lambda (t) (= (+ (square (car t)) (square (cadr t))) (square (caddr t))))
                 (triples (integers-starting-from 1) (integers-starting-from 1) (integers-starting-from 1))))
