; Exercise 2.38 with fold-right only
(fold-right / 1 (list 1 2 3))
(fold-right list '() (list 1 2 3))
