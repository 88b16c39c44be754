; a generator of its own (a 31-bit linear congruence), not a rand-update; requests generate and (reset . n);
; helpers of its own under names the checker's code must not use
(define (every n s) (if (= n 0) '() (cons (stream-car s) (every (- n 1) (stream-cdr s)))))
(define (list-head s k) (every k s))
(define (filter s) s)
(define (random-numbers requests)
  (define (next x) (modulo (+ (* x 16807) 11) 2147483647))
  (define (respond request x)
    (cond ((eq? request 'generate) (next x))
          ((and (pair? request) (eq? (car request) 'reset)) (cdr request))
          (else (error "Unknown request" request))))
  (define numbers (cons-stream 1 (stream-map respond requests numbers)))
  numbers)
