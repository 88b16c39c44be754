; Exercise 3.62 on invert-series, dividing the wrong way round.

(define (div-series num den)
  (mul-series den (invert-series num)))

(define tan-series (div-series sine-series cosine-series))
