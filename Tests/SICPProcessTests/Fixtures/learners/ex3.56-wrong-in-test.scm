; Exercise 3.56 inside the test procedure, with 7 in place of 5.
(define (test-hamming)
  (define S (cons-stream 1 (merge (scale-stream S 2)
                                  (merge (scale-stream S 3) (scale-stream S 7)))))
  (display (stream-head S 15))
  (newline))

(test-hamming)
