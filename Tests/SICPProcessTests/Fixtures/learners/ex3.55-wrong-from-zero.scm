; partial-sums that starts at 0 (one element late).
(define (add-streams s1 s2) (stream-map + s1 s2))
(define (partial-sums s)
  (cons-stream 0 (add-streams s (partial-sums s))))
(display (stream-head (add-streams (integers-starting-from 1) (partial-sums (integers-starting-from 1))) 5))
