;; wrong: the filter compares the sum of the squares with k, not with k squared
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
                      (caddr t)))
                 triple-stream))
