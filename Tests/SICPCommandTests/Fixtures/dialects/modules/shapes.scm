#lang racket
(provide (contract-out [cube (-> number? number?)])
         (rename-out [twice double])
         (except-out (all-defined-out) square twice cube))

(define (square x) (list 'square-of x))
(define (cube x) (* x x x))
(define (twice x) (* 2 x))
(define (length items) 'shapes-length)
