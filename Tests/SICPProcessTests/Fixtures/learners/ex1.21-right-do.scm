;; 1.21 with a do loop
(define (smallest-divisor n)
  (do ((d 2 (+ d 1)))
      ((or (> (* d d) n) (zero? (modulo n d)))
       (if (> (* d d) n) n d))))
