; wrong: cons-stream defined as a procedure, so every stream's rest is computed at once
; (the answer itself is the book's; the file does not run in MIT Scheme or Racket)
(define (cons-stream a b) (cons a (delay b)))

(define (integral delayed-integrand initial-value dt)
  (define int
    (cons-stream initial-value
                 (let ((integrand (force delayed-integrand)))
                   (add-streams (scale-stream integrand dt) int))))
  int)

(define (solve-2nd a b dt y0 dy0)
  (define y (integral (delay dy) y0 dt))
  (define dy (integral (delay ddy) dy0 dt))
  (define ddy (add-streams (scale-stream dy a) (scale-stream y b)))
  y)
