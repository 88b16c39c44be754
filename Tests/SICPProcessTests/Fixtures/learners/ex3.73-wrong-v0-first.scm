; v0 first, and v0 divided by C with the integral
(define (RC R C dt)
  (lambda (v0 i)
    (add-streams (scale-stream i R)
                 (scale-stream (integral i v0 dt) (/ 1 C)))))
