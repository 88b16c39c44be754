;; Exercise 3.69: the Pythagorean filter as a procedure of the stream of triples.
(define (triples s t u)
  (cons-stream
   (list (stream-car s) (stream-car t) (stream-car u))
   (interleave
    (stream-map (lambda (p) (cons (stream-car s) p))
                (stream-cdr (pairs t u)))
    (triples (stream-cdr s) (stream-cdr t) (stream-cdr u)))))

(define (pythagorean triple-stream)
  (stream-filter (lambda (t)
                   (= (+ (square (car t)) (square (cadr t)))
                      (square (caddr t))))
                 triple-stream))
