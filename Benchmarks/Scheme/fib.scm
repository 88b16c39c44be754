;; fib: SICP 1.2.2's tree-recursive Fibonacci: (fib 30) = 832040, in
;; 2692537 calls (2 * (fib 31) - 1). Prints 832040.
;; Portable: runs unchanged on sicp, Guile, MIT Scheme, Chez and CHICKEN.

(define (fib n)
  (cond ((= n 0) 0)
        ((= n 1) 1)
        (else (+ (fib (- n 1))
                 (fib (- n 2))))))

(display (fib 30))
(newline)
