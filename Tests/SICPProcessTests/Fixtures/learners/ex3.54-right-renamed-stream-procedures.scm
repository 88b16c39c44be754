;; Written against a streams library of the learner's own, which names
;; the book's procedures its own way and is not in the file.
(define (mul-streams s1 s2) (stream-map * s1 s2))
(define factorials
  (cons-stream 1 (mul-streams (cdr-stream integers) factorials)))
