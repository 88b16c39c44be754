; Exercise 2.39: only the fold-left reverse; the fold-right one is the
; book's skeleton, blanks and all, in a block comment.
(define (fold-left op initial sequence)
  (define (iter result rest)
    (if (null? rest) result (iter (op result (car rest)) (cdr rest))))
  (iter initial sequence))

#|
(define (reverse sequence)
  (fold-right (lambda (x y) <??>) nil sequence))
|#

(define (reverse sequence)
  (fold-left (lambda (x y) (cons y x)) '() sequence))
