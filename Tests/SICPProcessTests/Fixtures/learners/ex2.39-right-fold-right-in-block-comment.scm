; Exercise 2.39: the fold-right reverse kept in a block comment above the
; fold-left one, under the same name.
(define (fold-left op initial sequence)
  (define (iter result rest)
    (if (null? rest) result (iter (op result (car rest)) (cdr rest))))
  (iter initial sequence))

#|
(define (reverse sequence)
  (fold-right (lambda (x y) (append y (list x))) '() sequence))
|#

(define (reverse sequence)
  (fold-left (lambda (x y) (cons y x)) '() sequence))
