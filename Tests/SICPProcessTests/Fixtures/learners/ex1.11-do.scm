; f by cond, and the iterative f by a do loop counting down with -1+.
(define (f n)
  (cond ((< n 3) n)
        (else (+ (f (- n 1)) (* 2 (f (- n 2))) (* 3 (f (- n 3)))))))

(define (f-iterative n)
  (if (< n 3)
      n
      (do ((a 2 (+ a (* 2 b) (* 3 c)))
           (b 1 a)
           (c 0 b)
           (k n (-1+ k)))
          ((= k 2) a))))
