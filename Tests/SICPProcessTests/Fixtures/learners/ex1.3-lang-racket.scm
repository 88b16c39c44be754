#lang racket
(require rackunit)

(define (square x) (* x x))
(define (sum-of-larger-squares a b c)
  (cond [(and (<= a b) (<= a c)) (+ (square b) (square c))]
        [(and (<= b a) (<= b c)) (+ (square a) (square c))]
        [else (+ (square a) (square b))]))

(check-equal? (sum-of-larger-squares 1 2 3) 13)
(check-equal? (sum-of-larger-squares 3 2 1) 13)
(check-equal? (sum-of-larger-squares 2 2 2) 8)

(provide sum-of-larger-squares)
