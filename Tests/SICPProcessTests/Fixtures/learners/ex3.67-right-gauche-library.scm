;; 3.67 on the book's pairs, which the learner's Gauche library defines.
(require "./gauche-library/stream-lib")

(define (pairs-below s t)
  (cons-stream
   (list (stream-car s) (stream-car t))
   (interleave
    (stream-map (lambda (x) (list x (stream-car t)))
                (stream-cdr s))
    (pairs-below (stream-cdr s) (stream-cdr t)))))

(define (all-integer-pairs s t)
  (interleave (pairs s t)
              (pairs-below (stream-cdr s) t)))
