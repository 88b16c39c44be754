; Exercise 1.30 as learners keep it: the book's recursive sum first, then mine.
(define (sum term a next b)
  (if (> a b)
      0
      (+ (term a)
         (sum term (next a) next b))))

(define (sum-iter term a next b)
  (define (iter a result)
    (if (> a b)
        result
        (iter (next a) (+ result (term a)))))
  (iter a 0))

(sum-iter (lambda (x) x) 1 (lambda (x) (+ x 1)) 10)
