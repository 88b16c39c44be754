;; The forms the seed's transcripts typed at gosh>, their values displayed
;; one per line: what `sicp run` prints after the exercises' definitions.
(define (show value) (display value) (newline))
(show (sum-integers 1 10))
(show (sum-integers 1 100))
(show (product-integers 1 5))
(show (product-integers 1 6))
(show (pascal-triangle 10 3))
(show (pascal-triangle 11 4))
