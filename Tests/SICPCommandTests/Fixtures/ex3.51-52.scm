;; Exercises 3.51 and 3.52 as the book gives them, on MIT's stream-map,
;; stream-ref and stream-filter and the text's stream-enumerate-interval,
;; display-line and display-stream (which MIT does not have; the kit does).
(define (stream-enumerate-interval low high)
  (if (> low high)
      the-empty-stream
      (cons-stream
       low
       (stream-enumerate-interval (+ low 1) high))))
(define (display-line x)
  (newline)
  (display x))
(define (display-stream s)
  (stream-for-each display-line s))
(define (show x)
  (display-line x)
  x)
(define x (stream-map show (stream-enumerate-interval 0 10)))
(display-line (list 'value (stream-ref x 5)))
(display-line (list 'value (stream-ref x 7)))

(define sum 0)
(define (accum x)
  (set! sum (+ x sum))
  sum)
(define seq (stream-map accum (stream-enumerate-interval 1 20)))
(display-line (list 'sum sum))
(define y (stream-filter even? seq))
(display-line (list 'sum sum))
(define z (stream-filter (lambda (x) (= (remainder x 5) 0))
                         seq))
(display-line (list 'sum sum))
(display-line (list 'value (stream-ref y 7)))
(display-line (list 'sum sum))
(display-stream z)
(display-line (list 'sum sum))
(newline)
