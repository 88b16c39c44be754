; Exercise 2.38 with the fold-left and fold-right Scheme already has
(fold-right / 1 (list 1 2 3))
; 3/2
(fold-left / 1 (list 1 2 3))
; 1/6
(fold-right list '() (list 1 2 3))
; (1 (2 (3 ())))
(fold-left list '() (list 1 2 3))
; (((() 1) 2) 3)
; op must be associative: (op (op a b) c) = (op a (op b c))
(fold-left + 0 (list 1 2 3))
(fold-right + 0 (list 1 2 3))
