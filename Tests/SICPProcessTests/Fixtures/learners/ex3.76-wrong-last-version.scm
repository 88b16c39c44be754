; Wrong: exercise 3.76 whose first detector (kept as -old) is right, but whose
; last one, under the book's name, smooths a fixed signal and ignores its input.
(define (smooth s)
  (stream-map (lambda (a b) (/ (+ a b) 2)) s (stream-cdr s)))
(define signal (stream-map (lambda (k) (sin k)) (integers-starting-from 1)))
(define (make-zero-crossings-old input-stream last-value)
  (let ((smoothed (smooth input-stream)))
    (stream-map sign-change-detector smoothed (cons-stream last-value smoothed))))
(define (make-zero-crossings input-stream last-value)
  (let ((smoothed (smooth signal)))
    (stream-map sign-change-detector smoothed (cons-stream last-value smoothed))))
