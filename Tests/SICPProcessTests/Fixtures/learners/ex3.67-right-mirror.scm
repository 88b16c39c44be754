; the book's pairs, with each pair off the diagonal mirrored
(define (pairs s t)
  (cons-stream
   (list (stream-car s) (stream-car t))
   (interleave
    (stream-map (lambda (x) (list (stream-car s) x)) (stream-cdr t))
    (pairs (stream-cdr s) (stream-cdr t)))))

(define (every-pair s t)
  (interleave (pairs s t)
              (stream-map (lambda (p) (list (cadr p) (car p)))
                          (stream-filter (lambda (p) (not (equal? (car p) (cadr p))))
                                         (pairs t s)))))
