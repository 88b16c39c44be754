; Exercise 1.30, wrong: the loop stops only when a is exactly b + 1, so a
; `next` that steps over b + 1 never stops: (sum identity 1 (lambda (x) (+ x 2)) 9).
(define (sum term a next b)
  (define (iter a result)
    (if (= a (+ b 1))
        result
        (iter (next a) (+ result (term a)))))
  (iter a 0))
