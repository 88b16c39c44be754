; A named let and 1+: an iterative sum in another style.
(define (sum term a next b)
  (let loop ((k a) (acc 0))
    (if (> k b)
        acc
        (loop (next k) (+ acc (term k))))))

(display (sum (lambda (x) (1+ x)) 1 1+ 3))
