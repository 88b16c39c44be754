;; count-deep: SICP 1.2.1's linear recursive shape ten million calls deep:
;; (count n) waits for (count (- n 1)) and adds 1. Prints 10000000.
;; Portable: runs unchanged on sicp, Guile, MIT Scheme, Chez and CHICKEN
;; (MIT Scheme's interpreter stops with ;Aborting!: maximum recursion depth
;; exceeded: its stack holds far fewer pending calls).

(define (count n)
  (if (= n 0)
      0
      (+ 1 (count (- n 1)))))

(display (count 10000000))
(newline)
