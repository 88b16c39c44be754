; Wrong: exercise 1.38 with e approximated to a tolerance: the number of terms
; doubles until two approximations agree.
(define (cont-frac n d k)
  (define (iter i acc)
    (if (= i 0) acc (iter (- i 1) (/ (n i) (+ (d i) acc)))))
  (iter k 0))
(define (euler-d i)
  (if (= (remainder i 3) 1) (* 2 (/ (+ i 2) 3)) 1))
(define (e-approx tolerance)
  (define (try k previous)
    (let ((next (+ 2.0 (cont-frac (lambda (i) 1.0) euler-d k))))
      (if (< (abs (- next previous)) tolerance)
          next
          (try (* 2 k) next))))
  (try 2 0))
