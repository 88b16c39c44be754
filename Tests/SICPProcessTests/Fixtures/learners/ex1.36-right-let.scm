;; 1.36
(define (fixed-point f guess)
  (let loop ((guess guess) (step 1))
    (let ((next (f guess)))
      (display step) (display ": ") (display next) (newline)
      (if (< (abs (- guess next)) 1e-6)
          next
          (loop next (+ step 1))))))

(define (x-to-the-x)
  (fixed-point (lambda (x) (/ (+ x (/ (log 1000) (log x))) 2)) 2.0))

(define (x-to-the-x-undamped)
  (fixed-point (lambda (x) (/ (log 1000) (log x))) 2.0))
