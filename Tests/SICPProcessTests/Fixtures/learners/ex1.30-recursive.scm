; SICP's recursive sum, not the iterative one the exercise asks for.
(define (sum term a next b)
  (if (> a b)
      0
      (+ (term a)
         (sum term (next a) next b))))
