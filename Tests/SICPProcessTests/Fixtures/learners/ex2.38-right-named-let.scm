(define (fold-left op init seq)
  (let loop ((acc init) (seq seq))
    (if (null? seq) acc (loop (op acc (car seq)) (cdr seq)))))
