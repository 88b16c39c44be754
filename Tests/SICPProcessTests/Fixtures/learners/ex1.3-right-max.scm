(define (f a b c)
  (+ (square (max a b))
     (square (max (min a b) c))))
