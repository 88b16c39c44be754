(define (reverse-fold-right sequence)
  (accumulate (lambda (first reversed-rest) (append reversed-rest (cons first '()))) '() sequence))
(define (reverse-fold-left sequence)
  (fold-left (lambda (reversed next) (cons next reversed)) '() sequence))
