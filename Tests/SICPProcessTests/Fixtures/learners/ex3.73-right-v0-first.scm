; RC returns a procedure of the initial voltage, then the current
(define (RC R C dt)
  (lambda (v0 i)
    (add-streams (scale-stream i R)
                 (integral (scale-stream i (/ 1 C)) v0 dt))))
