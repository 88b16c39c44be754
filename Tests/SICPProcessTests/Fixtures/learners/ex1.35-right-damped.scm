;; 1.35
(define (fixed-point f guess)
  (let ((next (f guess)))
    (if (< (abs (- next guess)) 1e-10)
        next
        (fixed-point f next))))

(define (phi)
  (fixed-point (lambda (x) (/ (+ x (+ 1 (/ 1 x))) 2)) 1.0))
