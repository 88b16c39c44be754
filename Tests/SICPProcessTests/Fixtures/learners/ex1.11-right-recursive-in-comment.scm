; 1. The recursive process (commented out: the iterative f below has its name)
; (define (f n)
;   (if (< n 3)
;       n
;       (+ (f (- n 1)) (* 2 (f (- n 2))) (* 3 (f (- n 3))))))

; 2. The iterative process
(define (f n)
  (define (iter a b c count)
    (if (= count 0)
        a
        (iter (+ a (* 2 b) (* 3 c)) a b (- count 1))))
  (if (< n 3) n (iter 2 1 0 (- n 2))))
