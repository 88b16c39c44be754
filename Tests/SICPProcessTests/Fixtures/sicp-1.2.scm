;;; The procedures of SICP section 1.2 whose processes `sicp` draws and
;;; measures (Notes/process-shapes.md shows them).

;; 1.2.1 Linear recursion and iteration: factorial, both ways.
(define (fact n)
  (if (= n 1)
      1
      (* n (fact (- n 1)))))

(define (factorial n)
  (fact-iter 1 1 n))

(define (fact-iter product counter max-count)
  (if (> counter max-count)
      product
      (fact-iter (* counter product)
                 (+ counter 1)
                 max-count)))

;; 1.2.2 Tree recursion: Fibonacci numbers, and counting change.
(define (fib n)
  (cond ((= n 0) 0)
        ((= n 1) 1)
        (else (+ (fib (- n 1))
                 (fib (- n 2))))))

(define (fib-iterative n)
  (fib-iter 1 0 n))

(define (fib-iter a b count)
  (if (= count 0)
      b
      (fib-iter (+ a b) a (- count 1))))

(define (count-change amount)
  (cc amount 5))

(define (cc amount kinds-of-coins)
  (cond ((= amount 0) 1)
        ((or (< amount 0) (= kinds-of-coins 0)) 0)
        (else (+ (cc amount
                     (- kinds-of-coins 1))
                 (cc (- amount
                        (first-denomination kinds-of-coins))
                     kinds-of-coins)))))

(define (first-denomination kinds-of-coins)
  (cond ((= kinds-of-coins 1) 1)
        ((= kinds-of-coins 2) 5)
        ((= kinds-of-coins 3) 10)
        ((= kinds-of-coins 4) 25)
        ((= kinds-of-coins 5) 50)))

;; 1.2.4 Exponentiation: successive squaring.
(define (fast-expt b n)
  (cond ((= n 0) 1)
        ((even? n) (square (fast-expt b (/ n 2))))
        (else (* b (fast-expt b (- n 1))))))

;; Exercise 1.12: Pascal's triangle, row and column counted from 1 (as in
;; the seed); naive, and memoized in an association list.
(define (pascal row col)
  (if (or (= col 1) (= col row))
      1
      (+ (pascal (- row 1) (- col 1))
         (pascal (- row 1) col))))

(define memo '())

(define (pascal-memoized row col)
  (set! memo '())
  (pascal-memo row col))

(define (pascal-memo row col)
  (let ((known (assv (+ (* row 1000) col) memo)))
    (if known
        (cdr known)
        (let ((value (if (or (= col 1) (= col row))
                         1
                         (+ (pascal-memo (- row 1) (- col 1))
                            (pascal-memo (- row 1) col)))))
          (set! memo (cons (cons (+ (* row 1000) col) value) memo))
          value))))
