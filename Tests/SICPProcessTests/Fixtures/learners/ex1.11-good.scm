; Exercise 1.11: f(n) = n if n < 3, f(n-1) + 2f(n-2) + 3f(n-3) otherwise.
(define (f n)
  (if (< n 3)
      n
      (+ (f (- n 1))
         (* 2 (f (- n 2)))
         (* 3 (f (- n 3))))))

(define (f-iter n)
  (define (iter a b c count)
    (if (= count 0)
        c
        (iter (+ a (* 2 b) (* 3 c)) a b (- count 1))))
  (if (< n 3) n (iter 2 1 0 n)))
