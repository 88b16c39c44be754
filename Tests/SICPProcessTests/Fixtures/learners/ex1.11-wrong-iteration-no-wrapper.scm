; Wrong: exercise 1.11 with the iteration alone, started as the file's own call
; gives it, but its step weighs f(n-2) by 3 and f(n-3) by 2.
(define (f n)
  (if (< n 3)
      n
      (+ (f (- n 1)) (* 2 (f (- n 2))) (* 3 (f (- n 3))))))

(define (walk a b c count)
  (if (= count 0)
      c
      (walk (+ a (* 3 b) (* 2 c)) a b (- count 1))))

(walk 2 1 0 10)
