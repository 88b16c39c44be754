; Exercise 2.41 with the sum first, (sum-triples s n), giving each triple
; with its sum after it, as 2.40's prime-sum-pairs gives each pair.
(define (unique-triples n)
  (flatmap (lambda (i)
             (flatmap (lambda (j)
                        (map (lambda (k) (list i j k))
                             (enumerate-interval 1 (- j 1))))
                      (enumerate-interval 1 (- i 1))))
           (enumerate-interval 1 n)))

(define (make-triple-sum triple)
  (append triple (list (+ (car triple) (cadr triple) (caddr triple)))))

(define (sum-triples s n)
  (map make-triple-sum
       (filter (lambda (triple) (= s (+ (car triple) (cadr triple) (caddr triple))))
               (unique-triples n))))
