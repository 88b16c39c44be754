; stream-limit that compares the elements' magnitudes, |(|b| - |a|)|:
; right while every element has one sign, wrong where the sign changes
(define (stream-limit s tolerance)
  (let ((a (stream-car s))
        (b (stream-car (stream-cdr s))))
    (if (< (abs (- (abs b) (abs a))) tolerance)
        b
        (stream-limit (stream-cdr s) tolerance))))

(define (sqrt-improve guess x)
  (/ (+ guess (/ x guess)) 2))

(define (sqrt-stream x)
  (define guesses
    (cons-stream 1.0
                 (stream-map (lambda (guess) (sqrt-improve guess x))
                             guesses)))
  guesses)

(define (sqrt x tolerance)
  (stream-limit (sqrt-stream x) tolerance))
