; good-enough? is never defined here: the file assigns it with set!, which
; MIT Scheme refuses (;Unbound variable: good-enough?). Other files beside
; this one define a good-enough? of their own; none is taken.
(define (next-guess guess x) (/ (+ guess (/ x guess)) 2))
(define (close-enough? guess x)
  (< (abs (- (next-guess guess x) guess)) (* guess 1e-10)))
(define (sqrt-iter guess x)
  (if (good-enough? guess x)
      guess
      (sqrt-iter (next-guess guess x) x)))
(define (sqrt x)
  (set! good-enough? close-enough?)
  (sqrt-iter 1.0 x))
