;; SICP 1.3 -- drop the smallest one
(define (sum-larger-squares x y z)
  (- (+ (* x x) (* y y) (* z z))
     (let ((m (min x y z))) (* m m))))
