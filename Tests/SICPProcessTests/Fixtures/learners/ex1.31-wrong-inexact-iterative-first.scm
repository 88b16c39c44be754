; Exercise 1.31 with the iterative product under the book's name and the
; recursive one under a name of the learner's, both begun at 1.0: each gives
; inexact products (171! overflows), and each is judged for its own process.
(define (product term a next b)
  (define (iter a result)
    (if (> a b)
        result
        (iter (next a) (* result (term a)))))
  (iter a 1.0))

(define (product-recurse term a next b)
  (if (> a b)
      1.0
      (* (term a) (product-recurse term (next a) next b))))

(define (factorial n) (product (lambda (x) x) 1 (lambda (x) (+ x 1)) n))
(define (pi-approx n)
  (* 4 (product (lambda (k) (if (even? k) (/ (+ k 2) (+ k 1)) (/ (+ k 1) (+ k 2))))
                1 (lambda (k) (+ k 1)) n)))
