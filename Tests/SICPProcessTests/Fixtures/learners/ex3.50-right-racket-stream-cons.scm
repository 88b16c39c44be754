#lang racket
;; Exercise 3.50 in Racket: racket/stream's stream-cons, lazy in both parts.
(define (stream-map proc . argstreams)
  (if (stream-empty? (car argstreams))
      empty-stream
      (stream-cons (apply proc (map stream-first argstreams))
                   (apply stream-map (cons proc (map stream-rest argstreams))))))
