; Exercise 3.80 with stream-map and its own names.
(define (rlc r l c dt)
  (define (state vc0 il0)
    (define vc (integral (delay dvc) vc0 dt))
    (define il (integral (delay dil) il0 dt))
    (define dvc (stream-map (lambda (i) (/ (- i) c)) il))
    (define dil (stream-map (lambda (v i) (- (/ v l) (/ (* r i) l))) vc il))
    (cons vc il))
  state)
