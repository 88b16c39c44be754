; Exercise 1.11 with the iteration alone: its state starts as the file's own
; call gives it, f(2) f(1) f(0) and the count, with no procedure of n around it.
(define (f n)
  (if (< n 3)
      n
      (+ (f (- n 1)) (* 2 (f (- n 2))) (* 3 (f (- n 3))))))

(define (walk a b c count)
  (if (= count 0)
      c
      (walk (+ a (* 2 b) (* 3 c)) a b (- count 1))))

(walk 2 1 0 10)
