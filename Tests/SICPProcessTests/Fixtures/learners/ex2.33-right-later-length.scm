;; 2.33: length wrong first, then corrected below under the same name
(define (accumulate op initial sequence)
  (if (null? sequence) initial (op (car sequence) (accumulate op initial (cdr sequence)))))
(define (map p sequence) (accumulate (lambda (x y) (cons (p x) y)) nil sequence))
(define (append seq1 seq2) (accumulate cons seq2 seq1))
(define (length sequence) (accumulate (lambda (x y) (+ x y)) 0 sequence))
;; fixed
(define (length sequence) (accumulate (lambda (x y) (+ 1 y)) 0 sequence))
