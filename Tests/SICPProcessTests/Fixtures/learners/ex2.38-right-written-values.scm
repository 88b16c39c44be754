; Exercise 2.38: the values, as the REPL printed them.
(define (fold-left op initial sequence)
  (define (iter result rest)
    (if (null? rest)
        result
        (iter (op result (car rest))
              (cdr rest))))
  (iter initial sequence))

(fold-right / 1 (list 1 2 3))
; (/ 1 (/ 2 (/ 3 1)))
; => 3/2
(fold-left / 1 (list 1 2 3))   ; 1/6
;; (fold-right list nil (list 1 2 3)) => (1 (2 (3 nil)))
#|
1 ]=> (fold-left list '() (list 1 2 3))
;Value: (((() 1) 2) 3)
|#
; The two agree when op is associative and commutative, e.g.
(fold-right * 1 (list 1 2 3))
; 1 times 2 times 3 is 6
