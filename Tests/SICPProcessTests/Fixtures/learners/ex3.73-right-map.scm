; Exercise 3.73, with stream-map and the book's integral left to the kit's checker.
(define (rc r c dt)
  (define (voltages i v0)
    (stream-map (lambda (ri vc) (+ ri vc))
                (scale-stream i r)
                (integral (stream-map (lambda (x) (/ x c)) i) v0 dt)))
  voltages)
