; Exercise 2.39, with the book's fold-left written out, the sequence first.
(define (fold-left sequence initial op)
  (define (iter result rest)
    (if (null? rest)
        result
        (iter (op result (car rest)) (cdr rest))))
  (iter initial sequence))

(define (reverse-r sequence)
  (fold-right (lambda (x y) (append y (list x))) '() sequence))

(define (reverse-l sequence)
  (fold-left sequence '() (lambda (x y) (cons y x))))
