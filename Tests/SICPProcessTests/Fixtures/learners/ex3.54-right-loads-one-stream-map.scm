; 3.54 on a helper file whose stream-map takes one stream (3.5.1's).
(load "ex3.54-helper-one-stream-map.scm")
(define (mul-streams s1 s2) (stream-map * s1 s2))
(define factorials (cons-stream 1 (mul-streams factorials (stream-cdr integers))))
