#lang scheme
;; 2.37 in Racket modules: accumulate and accumulate-n required from files
;; that provide them; accumulate-n's file keeps its one-list map to itself,
;; so this file's map is Racket's, of any number of lists.
(require "racket-modules/accumulate.scm")
(require "racket-modules/accumulate-n.scm")

(define (dot-product v w)
  (accumulate + 0 (map * v w)))

(define (matrix-*-vector m v)
  (map (λ (row) (dot-product row v)) m))

(define (transpose m)
  (accumulate-n cons empty m))

(define (matrix-*-matrix m n)
  (define columns (transpose n))
  (map (λ (row) (matrix-*-vector columns row)) m))
