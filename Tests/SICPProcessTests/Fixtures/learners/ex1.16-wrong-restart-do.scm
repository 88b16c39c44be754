; Each pass doubles from 2 again, in a do loop, up to the largest power of 2 left in n.
(define (fast-expt b n)
  (do ((a 1) (n n))
      ((= n 0) a)
    (do ((p b (* p p)) (k 2 (* k 2)))
        ((> k n) (set! a (* a p)) (set! n (- n (/ k 2)))))))
