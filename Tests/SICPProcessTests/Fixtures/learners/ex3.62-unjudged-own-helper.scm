;; Exercise 3.62, written with my inverse of 3.61 (calculate-inverse, in
;; another file that this one does not load).
(define (div-series s1 s2)
  (if (= (stream-car s2) 0)
      (error "constant term of denominator is zero")
      (mul-series s1
                  (calculate-inverse (scale-stream s2 (/ 1 (stream-car s2)))))))
