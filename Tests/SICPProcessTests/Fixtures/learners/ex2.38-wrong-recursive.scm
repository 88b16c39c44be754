; fold-left written as a recursion: it combines from the right end, and the
; process is recursive
(define (fold-left op initial sequence)
  (if (null? sequence)
      initial
      (op (fold-left op initial (cdr sequence))
          (car sequence))))
