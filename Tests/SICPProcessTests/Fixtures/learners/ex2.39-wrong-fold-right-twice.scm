; wrong: both versions are written with fold-right; the second must use fold-left
(define (reverse-fold-right sequence)
  (fold-right (lambda (x y) (append y (list x))) '() sequence))
(define (reverse-fold-left sequence)
  (fold-right (lambda (x y) (append y (list x))) '() sequence))
