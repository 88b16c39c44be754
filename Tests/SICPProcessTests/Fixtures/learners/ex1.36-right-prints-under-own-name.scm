; fixed-point under a name of the learner's own: it shows each value it
; tries and returns nothing (its last form is a newline).
(define tolerance 0.00001)

(define (find-fixed-point func guess)
  (define (close-enough? a b) (< (abs (- a b)) tolerance))
  (define (try val)
    (display "trying value: ")
    (display val)
    (newline)
    (let ((next (func val)))
      (if (close-enough? next val)
          (begin (display "fixed point: ") (display next) (newline))
          (try next))))
  (try guess)
  (newline))

(find-fixed-point (lambda (x) (/ (log 1000) (log x))) 2.0)
(find-fixed-point (lambda (x) (* 0.5 (+ x (/ (log 1000) (log x))))) 2.0)
