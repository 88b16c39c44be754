;; -*- coding: utf-8 -*-
;; Exercise 1.30 (Gauche)
(use gauche.test)
(use srfi-1)

(define (sum term a next b)
  (define (iter a result)
    (if (> a b)
        result
        (iter (next a) (+ result (term a)))))
  (iter a 0))

(test-start "exercise 1.30")
(test* "sum of integers" 55 (sum (lambda (x) x) 1 (lambda (x) (+ x 1)) 10))
#?=(sum (lambda (x) (* x x x)) 1 (lambda (x) (+ x 1)) 10)
(test-end)
