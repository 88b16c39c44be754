; Wrong: exercise 2.40 with the pairs made by cons, but prime-sum-pairs is the
; book's, which reads the second number with cadr.
(define (unique-pairs n)
  (flatmap (lambda (i) (map (lambda (j) (cons i j)) (enumerate-interval 1 (- i 1))))
           (enumerate-interval 1 n)))
(define (prime? n)
  (define (test d) (cond ((> (* d d) n) #t) ((= 0 (remainder n d)) #f) (else (test (+ d 1)))))
  (and (> n 1) (test 2)))
(define (prime-sum? pair) (prime? (+ (car pair) (cadr pair))))
(define (make-pair-sum pair) (list (car pair) (cadr pair) (+ (car pair) (cadr pair))))
(define (prime-sum-pairs n)
  (map make-pair-sum (filter prime-sum? (unique-pairs n))))
