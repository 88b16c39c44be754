; stream-limit that returns the first of the two close elements
(define (stream-limit s tolerance)
  (let ((first (stream-car s))
        (second (stream-car (stream-cdr s))))
    (if (<= (abs (- second first)) tolerance)
        first
        (stream-limit (stream-cdr s) tolerance))))
