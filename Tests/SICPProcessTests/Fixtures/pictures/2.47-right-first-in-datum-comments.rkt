#lang racket
; Exercise 2.47: the list representation left out form by form with datum
; comments (a Racket module may not define a name twice).
#;(define (make-frame origin edge1 edge2)
  (list origin edge1 edge2))
#;(define (origin-frame frame) (car frame))
#;(define (edge1-frame frame) (cadr frame))
#;(define (edge2-frame frame) (caddr frame))

(define (make-frame origin edge1 edge2)
  (cons origin (cons edge1 edge2)))
(define (origin-frame frame) (car frame))
(define (edge1-frame frame) (cadr frame))
(define (edge2-frame frame) (cddr frame))
