; Exercise 2.40 with the pairs made by cons, and prime-sum-pairs reading them
; with car and cdr.
(define (unique-pairs n)
  (flatmap (lambda (i) (map (lambda (j) (cons i j)) (enumerate-interval 1 (- i 1))))
           (enumerate-interval 1 n)))
(define (prime? n)
  (define (test d) (cond ((> (* d d) n) #t) ((= 0 (remainder n d)) #f) (else (test (+ d 1)))))
  (and (> n 1) (test 2)))
(define (prime-sum-pairs n)
  (map (lambda (p) (list (car p) (cdr p) (+ (car p) (cdr p))))
       (filter (lambda (p) (prime? (+ (car p) (cdr p)))) (unique-pairs n))))
