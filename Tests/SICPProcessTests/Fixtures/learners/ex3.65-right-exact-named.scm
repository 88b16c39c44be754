; exact terms (1, -1/2, 1/3, ...), a running total, and each stream named
(define (ln2-terms n)
  (cons-stream (/ (if (odd? n) 1 -1) n) (ln2-terms (+ n 1))))

(define (running-total s total)
  (let ((next (+ total (stream-car s))))
    (cons-stream next (running-total (stream-cdr s) next))))

(define ln2-approx (running-total (ln2-terms 1) 0))

(define (euler s)
  (let ((a (stream-ref s 0)) (b (stream-ref s 1)) (c (stream-ref s 2)))
    (cons-stream (- c (/ (square (- c b)) (- (+ a c) (* 2 b))))
                 (euler (stream-cdr s)))))

(define (tableau t s) (cons-stream s (tableau t (t s))))

(define ln2-approx-euler (euler ln2-approx))
(define ln2-approx-tableau (stream-map stream-car (tableau euler ln2-approx)))
