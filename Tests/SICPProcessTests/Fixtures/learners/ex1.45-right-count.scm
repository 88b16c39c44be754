;; 1.45 -- count the dampings with a loop, no floating log
(define (fixed-point f guess)
  (let ((next (f guess)))
    (if (< (abs (- next guess)) 1e-9)
        next
        (fixed-point f next))))

(define (average-damp f) (lambda (x) (/ (+ x (f x)) 2)))

(define (damp-times n)
  (let loop ((k 0) (p 2))
    (if (> p n) k (loop (+ k 1) (* p 2)))))

(define (damp f k)
  (if (= k 0) f (damp (average-damp f) (- k 1))))

(define (root n x)
  (fixed-point (damp (lambda (y) (/ x (expt y (- n 1)))) (damp-times n))
               1.0))
