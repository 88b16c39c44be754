(define (RC R C dt v0)
  (lambda (i)
    (add-streams (scale-stream i R)
                 (integral (scale-stream i (/ 1 C)) v0 dt))))
