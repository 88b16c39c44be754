; Exercise 3.62 built on 3.61 under the name this learner gave it there.

(define (div-series num den)
  (mul-series num (invert-series den)))

(define tan-series (div-series sine-series cosine-series))
