; As the right one, but dvC has the wrong sign.
(define (integral delayed-integrand initial-value dt)
  (define int
    (cons-stream initial-value
                 (let ((integrand (force delayed-integrand)))
                   (add-streams (scale-stream integrand dt) int))))
  int)
(define (RLC R L C dt il0 vc0)
  (define il (integral (delay dil) il0 dt))
  (define vc (integral (delay dvc) vc0 dt))
  (define dvc (scale-stream il (/ 1 C)))
  (define dil (add-streams (scale-stream vc (/ 1 L)) (scale-stream il (- (/ R L)))))
  (stream-map cons vc il))

(stream-head (RLC 1 1 .2 .1 0 10) 5)
