; Exercise 2.38: the folds and their values are right; the property is given
; in words around a formula, and is commutativity alone.
(define (fold-left op initial sequence)
  (define (iter result rest)
    (if (null? rest)
        result
        (iter (op result (car rest)) (cdr rest))))
  (iter initial sequence))

(define (fold-right op initial sequence)
  (if (null? sequence)
      initial
      (op (car sequence) (fold-right op initial (cdr sequence)))))

(fold-right / 1 (list 1 2 3))       ; 3/2
(fold-left / 1 (list 1 2 3))        ; 1/6
(fold-right list '() (list 1 2 3))  ; (1 (2 (3 ())))
(fold-left list '() (list 1 2 3))   ; (((() 1) 2) 3)

; For the two folds to give the same value, the result of (op x y)
; should be equal to the result of (op y x).
