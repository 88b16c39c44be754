; Wrong: exercise 3.76 with smooth alone; the exercise asks for the
; zero-crossing detector built with it too.
(define (smooth s)
  (stream-map (lambda (a b) (/ (+ a b) 2)) s (stream-cdr s)))
