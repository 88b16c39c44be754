#lang racket
; Exercise 2.39 with Racket's folds under the book's names.
(define fold-left foldl)
(define fold-right foldr)

(define (reverse-r sequence)
  (fold-right (lambda (x y) (append y (list x))) null sequence))

(define (reverse-l sequence)
  (fold-left (lambda (x y) (cons x y)) null sequence))
