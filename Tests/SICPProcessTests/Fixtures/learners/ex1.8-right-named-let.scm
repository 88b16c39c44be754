;; 1.8 cube root, relative stopping test
(define (cbrt x)
  (let loop ((y 1.0))
    (let ((next (/ (+ (/ x (square y)) y y) 3)))
      (if (< (abs (- next y)) (* 1e-12 (abs y)))
          next
          (loop next)))))
