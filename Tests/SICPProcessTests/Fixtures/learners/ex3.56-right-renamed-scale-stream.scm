(define S (cons-stream 1 (merge (stream-scale S 2)
                                (merge (stream-scale S 3) (stream-scale S 5)))))
