;; SICP 3.5.2, "Infinite Streams", and 3.5.3, "Exploiting the Stream
;; Paradigm": the book's code in the text's order, verbatim, on MIT's stream
;; procedures (stream-map of several streams, as exercise 3.50 asks).
;; What the text shows as a value is displayed. First what it uses from
;; earlier sections and exercises: average (1.1.7), and partial-sums, the
;; answer to exercise 3.55, which pi-stream calls.
(define (average x y) (/ (+ x y) 2))
(define (partial-sums s)
  (cons-stream (stream-car s)
               (stream-map + (stream-cdr s) (partial-sums s))))
(define (show x) (display x) (newline))

;; Infinite streams
(define (integers-starting-from n)
  (cons-stream n (integers-starting-from (+ n 1))))
(define integers (integers-starting-from 1))
(define (divisible? x y) (= (remainder x y) 0))
(define no-sevens
  (stream-filter (lambda (x) (not (divisible? x 7)))
                 integers))
(show (stream-ref no-sevens 100))
(define (fibgen a b)
  (cons-stream a (fibgen b (+ a b))))
(define fibs (fibgen 0 1))
(show (stream-head fibs 10))
(define (sieve stream)
  (cons-stream
   (stream-car stream)
   (sieve (stream-filter
           (lambda (x)
             (not (divisible? x (stream-car stream))))
           (stream-cdr stream)))))
(define primes (sieve (integers-starting-from 2)))
(show (stream-ref primes 50))

;; Defining streams implicitly
(define ones (cons-stream 1 ones))
(define (add-streams s1 s2)
  (stream-map + s1 s2))
(define integers (cons-stream 1 (add-streams ones integers)))
(show (stream-head integers 10))
(define fibs
  (cons-stream 0
               (cons-stream 1
                            (add-streams (stream-cdr fibs)
                                         fibs))))
(show (stream-head fibs 10))
(define (scale-stream stream factor)
  (stream-map (lambda (x) (* x factor)) stream))
(define double (cons-stream 1 (scale-stream double 2)))
(show (stream-head double 10))
(define primes
  (cons-stream
   2
   (stream-filter prime? (integers-starting-from 3))))
(define (prime? n)
  (define (iter ps)
    (cond ((> (square (stream-car ps)) n) true)
          ((divisible? n (stream-car ps)) false)
          (else (iter (stream-cdr ps)))))
  (iter primes))
(show (stream-head primes 10))

;; Formulating iterations as stream processes
(define (sqrt-improve guess x)
  (average guess (/ x guess)))
(define (sqrt-stream x)
  (define guesses
    (cons-stream 1.0
                 (stream-map (lambda (guess)
                               (sqrt-improve guess x))
                             guesses)))
  guesses)
(show (stream-head (sqrt-stream 2) 5))
(define (pi-summands n)
  (cons-stream (/ 1.0 n)
               (stream-map - (pi-summands (+ n 2)))))
(define pi-stream
  (scale-stream (partial-sums (pi-summands 1)) 4))
(show (stream-head pi-stream 8))
(define (euler-transform s)
  (let ((s0 (stream-ref s 0))           ; Sn-1
        (s1 (stream-ref s 1))           ; Sn
        (s2 (stream-ref s 2)))          ; Sn+1
    (cons-stream (- s2 (/ (square (- s2 s1))
                          (+ s0 (* -2 s1) s2)))
                 (euler-transform (stream-cdr s)))))
(show (stream-head (euler-transform pi-stream) 8))
(define (make-tableau transform s)
  (cons-stream s
               (make-tableau transform
                             (transform s))))
(define (accelerated-sequence transform s)
  (stream-map stream-car
              (make-tableau transform s)))
(show (stream-head (accelerated-sequence euler-transform pi-stream) 8))

;; Infinite streams of pairs
(define (stream-append s1 s2)
  (if (stream-null? s1)
      s2
      (cons-stream (stream-car s1)
                   (stream-append (stream-cdr s1) s2))))
(define (interleave s1 s2)
  (if (stream-null? s1)
      s2
      (cons-stream (stream-car s1)
                   (interleave s2 (stream-cdr s1)))))
(define (pairs s t)
  (cons-stream
   (list (stream-car s) (stream-car t))
   (interleave
    (stream-map (lambda (x) (list (stream-car s) x))
                (stream-cdr t))
    (pairs (stream-cdr s) (stream-cdr t)))))
(show (stream-head (pairs integers integers) 10))
(show (stream-head (stream-filter (lambda (pair)
                                    (prime? (+ (car pair) (cadr pair))))
                                  (pairs integers integers))
                   5))

;; Streams as signals
(define (integral integrand initial-value dt)
  (define int
    (cons-stream initial-value
                 (add-streams (scale-stream integrand dt)
                              int)))
  int)
(show (stream-ref (integral ones 0 0.001) 1000))
