; Exercise 3.56, with the answer kept inside the test procedure.
(define (show-first s n)
  (if (> n 0)
      (begin (display (stream-car s)) (display " ")
             (show-first (stream-cdr s) (- n 1)))))

(define (test-hamming)
  ;; the stream of the exercise
  (define S (cons-stream 1 (merge (scale-stream S 2)
                                  (merge (scale-stream S 3) (scale-stream S 5)))))
  (display "Hamming: ")
  (show-first S 15)
  (newline))

(test-hamming)
