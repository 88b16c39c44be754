; An iterative multiply that doubles and halves, but on an odd b gives the
; two numbers' places to each other: right values, and Θ(log² n) steps when
; both numbers are large.
(define (double x) (+ x x))
(define (halve x) (/ x 2))

(define (mult-iter a b)
  (define (loop a b total)
    (cond ((or (= a 0) (= b 0)) total)
          ((even? b) (loop (double a) (halve b) total))
          (else (loop (- b 1) a (+ total a)))))
  (loop a b 0))
