;; 1.24 -- expmod as an iteration, fast-prime? with and
(define (expmod b e m)
  (let loop ((b (remainder b m)) (e e) (acc 1))
    (cond ((= e 0) acc)
          ((even? e) (loop (remainder (* b b) m) (/ e 2) acc))
          (else (loop b (- e 1) (remainder (* acc b) m))))))

(define (fast-prime? n times)
  (or (= times 0)
      (and (let ((a (+ 1 (random (- n 1)))))
             (= (expmod a n n) a))
           (fast-prime? n (- times 1)))))
