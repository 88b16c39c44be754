; the pairs and their mirror images: (1 1), (2 2), ... come twice
(define (all-pairs s t)
  (interleave (pairs s t)
              (stream-map (lambda (p) (list (cadr p) (car p))) (pairs t s))))
