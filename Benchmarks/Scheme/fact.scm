;; fact: SICP 1.2.1's iterative factorial on exact integers: ten times
;; 2000! (5736 digits), added up: prints ten times 2000!, 5737 digits.
;; Portable: runs unchanged on sicp, Guile, MIT Scheme, Chez and CHICKEN.

(define (factorial n)
  (define (iter product counter)
    (if (> counter n)
        product
        (iter (* counter product)
              (+ counter 1))))
  (iter 1 1))

;; k factorials of n, added up, so that each one is used.
(define (fact-times k n)
  (if (= k 0)
      0
      (+ (factorial n) (fact-times (- k 1) n))))

(display (fact-times 10 2000))
(newline)
