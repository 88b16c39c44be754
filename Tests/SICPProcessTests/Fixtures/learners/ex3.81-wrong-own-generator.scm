; wrong: a generator of its own whose reset only seeds the first number: a later reset is ignored
(define (random-numbers requests)
  (define (next x) (modulo (+ (* x 16807) 11) 2147483647))
  (define (respond request x)
    (cond ((eq? request 'generate) (next x))
          ((and (pair? request) (eq? (car request) 'reset)) (if (= x 1) (cdr request) (next x)))
          (else (error "Unknown request" request))))
  (define numbers (cons-stream 1 (stream-map respond requests numbers)))
  numbers)
