; Exercise 3.82 counting hits directly, with floats.
(define (estimate-integral pred x1 x2 y1 y2)
  (let ((area (* (- x2 x1) (- y2 y1))))
    (define (go hits trials)
      (let ((hit (pred (+ x1 (random (- x2 x1))) (+ y1 (random (- y2 y1))))))
        (let ((hits (if hit (+ hits 1) hits)) (trials (+ trials 1)))
          (cons-stream (* area (/ hits trials 1.0)) (go hits trials)))))
    (go 0 0)))
