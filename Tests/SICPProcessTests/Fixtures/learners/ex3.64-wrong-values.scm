; Exercise 3.64: the steps first, then the limit.
(define (stream-limit s tolerance)
  (let loop ((s s) (steps 1))
    (let ((a (stream-car s)) (b (stream-car (stream-cdr s))))
      (if (< (abs (- a b)) tolerance)
          (values steps b)
          (loop (stream-cdr s) (+ steps 1))))))
