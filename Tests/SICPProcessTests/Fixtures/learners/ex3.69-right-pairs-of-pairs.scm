; pairs of an element of s and a pair of t and u, kept where i <= j
(define (pairs s t)
  (cons-stream
   (list (stream-car s) (stream-car t))
   (interleave
    (stream-map (lambda (x) (list (stream-car s) x)) (stream-cdr t))
    (pairs (stream-cdr s) (stream-cdr t)))))

(define (make-triples s t u)
  (stream-map (lambda (p) (cons (car p) (cadr p)))
              (stream-filter (lambda (p) (<= (car p) (car (cadr p))))
                             (pairs s (pairs t u)))))

(define (pythagorean? t)
  (let ((i (car t)) (j (cadr t)) (k (caddr t)))
    (= (+ (* i i) (* j j)) (* k k))))

(define pythagoras
  (stream-filter pythagorean?
                 (make-triples (integers-starting-from 1)
                               (integers-starting-from 1)
                               (integers-starting-from 1))))
