;; Exercise 3.80: the circuit (dvC without its minus sign) as an inner procedure, returned by name,
;; taking the initial current first.
(define (series-rlc r l c dt)
  (define (run il0 vc0)
    (define vc (integral (delay dvc) vc0 dt))
    (define il (integral (delay dil) il0 dt))
    (define dvc (scale-stream il (/ 1 c)))
    (define dil (add-streams (scale-stream vc (/ 1 l))
                             (scale-stream il (/ (- r) l))))
    (cons vc il))
  run)
