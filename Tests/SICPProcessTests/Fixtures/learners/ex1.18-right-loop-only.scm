; Exercise 1.18: only the loop, with the sum as its third argument
(define (mul-loop a b acc)
  (cond ((= b 0) acc)
        ((even? b) (mul-loop (* 2 a) (/ b 2) acc))
        (else (mul-loop a (- b 1) (+ acc a)))))
