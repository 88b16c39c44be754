; Wrong: exercise 1.8 with Newton's method for cube roots, written over the book's
; square-root procedures and keeping their names, but its improve is still sqrt's.
(define (sqrt x) (sqrt-iter 1.0 x))
(define (sqrt-iter guess x)
  (if (good-enough? guess x) guess (sqrt-iter (improve guess x) x)))
(define (improve y x) (/ (+ (/ x y) y) 2))
(define (good-enough? guess x) (< (abs (- (improve guess x) guess)) (* guess 1e-12)))
