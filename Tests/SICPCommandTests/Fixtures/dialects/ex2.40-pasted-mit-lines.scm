; 2.40 with the REPL lines the learner tried pasted in between
(define (enumerate-interval low high)
  (if (> low high) '() (cons low (enumerate-interval (+ low 1) high))))
(define (flatmap f seq) (accumulate append '() (map f seq)))
(define (unique-pairs n)
  (flatmap (lambda (i) (map (lambda (j) (list i j)) (enumerate-interval 1 (- i 1))))
           (enumerate-interval 1 n)))

1 ]=> (unique-pairs 3)
;Value: ((2 1) (3 1) (3 2))

(define (prime-sum? pair) (prime? (+ (car pair) (cadr pair))))
(define (make-pair-sum pair) (list (car pair) (cadr pair) (+ (car pair) (cadr pair))))
(define (prime-sum-pairs n)
  (map make-pair-sum (filter prime-sum? (unique-pairs n))))

1 ]=> (prime-sum-pairs 3)
;Value: ((2 1 3) (3 2 5))
