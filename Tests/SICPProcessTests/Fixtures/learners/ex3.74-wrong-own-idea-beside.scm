; 3.74: the answer under the book's name is the learner's "own idea"
; (the crossings one element early); the book's version beside it, under
; another of its names, is only kept for comparison
(define zero-crossings
  (stream-map sign-change-detector sense-data (stream-cdr sense-data)))
(define zero-crossing
  (stream-map sign-change-detector sense-data (cons-stream 0 sense-data)))
;;; the second one is equivalent to the book's version
