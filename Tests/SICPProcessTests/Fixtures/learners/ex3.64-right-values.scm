; Exercise 3.64: the limit, and how many steps it took to find it.
(define (stream-limit s tolerance)
  (let loop ((s s) (steps 1))
    (let ((a (stream-car s)) (b (stream-car (stream-cdr s))))
      (if (< (abs (- a b)) tolerance)
          (values b steps)
          (loop (stream-cdr s) (+ steps 1))))))
