;;; Exercise 1.11 for CHICKEN
(use test)

(define (f n)
  (if (< n 3)
      n
      (+ (f (- n 1)) (* 2 (f (- n 2))) (* 3 (f (- n 3))))))

(define (f-iter n)
  (define (loop a b c count)
    (if (= count 0)
        a
        (loop (+ a (* 2 b) (* 3 c)) a b (- count 1))))
  (if (< n 3) n (loop 2 1 0 (- n 2))))

(test-begin "1.11")
(test 11 (f 5))
(test 11 (f-iter 5))
(test-end "1.11")
