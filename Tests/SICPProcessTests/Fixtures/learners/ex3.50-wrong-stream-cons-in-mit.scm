;; Exercise 3.50, written with Racket's stream-cons in a file for MIT Scheme (no #lang, no require): unbound there.

(define (stream-map f . streams)
  (if (stream-null? (car streams))
      the-empty-stream
      (stream-cons
       (apply f (map stream-car streams))
       (apply stream-map f (map stream-cdr streams)))))
