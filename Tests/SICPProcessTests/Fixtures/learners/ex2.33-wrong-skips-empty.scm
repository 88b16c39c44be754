; 2.33: a length that counts only the elements that are not empty lists
(define (map p sequence)
  (accumulate (lambda (x y) (cons (p x) y)) '() sequence))
(define (append seq1 seq2)
  (accumulate cons seq2 seq1))
(define (length sequence)
  (accumulate (lambda (x y) (if (not (null? x)) (+ 1 y))) 0 sequence))
