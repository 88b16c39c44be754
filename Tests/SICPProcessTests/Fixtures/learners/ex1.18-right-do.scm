;; 1.18 Russian peasant multiplication
(define (double x) (* 2 x))
(define (halve x) (/ x 2))
(define (mult-iter a b)
  (do ((x a (double x))
       (y b (halve (if (odd? y) (- y 1) y)))
       (sum 0 (if (odd? y) (+ sum x) sum)))
      ((= y 0) sum)))
