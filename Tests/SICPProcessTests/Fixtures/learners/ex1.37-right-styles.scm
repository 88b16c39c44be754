;; 1.37 (a) recursive, (b) iterative
(define (cont-frac-r N D k)
  (let recur ((i 1))
    (if (= i k)
        (/ (N i) (D i))
        (/ (N i) (+ (D i) (recur (+ i 1)))))))

(define (cont-frac-i N D k)
  (do ((i k (- i 1))
       (acc 0 (/ (N i) (+ (D i) acc))))
      ((< i 1) acc)))
