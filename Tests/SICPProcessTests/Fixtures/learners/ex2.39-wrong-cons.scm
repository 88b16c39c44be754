(define (reverse-r sequence)
  (fold-right (lambda (x y) (cons y x)) nil sequence))
(define (reverse-l sequence)
  (fold-left (lambda (x y) (cons y x)) nil sequence))
