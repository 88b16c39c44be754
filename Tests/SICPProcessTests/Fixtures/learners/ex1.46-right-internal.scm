;; 1.46
(define (iterative-improve good? improve)
  (define (try guess)
    (let ((next (improve guess)))
      (if (good? guess next)
          next
          (try next))))
  try)

(define (sqrt-ii x)
  ((iterative-improve (lambda (old new) (< (abs (- old new)) (* 1e-9 new)))
                      (lambda (g) (/ (+ g (/ x g)) 2)))
   1.0))

(define (fixed-point-ii f guess)
  ((iterative-improve (lambda (old new) (< (abs (- old new)) 1e-7)) f)
   guess))
