; each pass doubles from 2 again up to the largest power of 2 in n
(define (fast-expt b n)
  (define (pass a n)
    (if (= n 0)
        a
        (double a b 2 n)))
  (define (double a p k n)   ; p = b^(k/2)
    (if (> k n)
        (pass (* a p) (- n (/ k 2)))
        (double a (* p p) (* k 2) n)))
  (pass 1 n))
