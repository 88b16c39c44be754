; Exercise 2.34 with the constant term taken out of the accumulation: right
; for every polynomial of one coefficient or more; a list of none stops at car.
(define (accumulate op initial sequence)
  (if (null? sequence)
      initial
      (op (car sequence) (accumulate op initial (cdr sequence)))))

(define (horner-eval x coefficient-sequence)
  (+ (car coefficient-sequence)
     (* x (accumulate (lambda (this-coeff higher-terms) (+ this-coeff (* x higher-terms)))
                      0
                      (cdr coefficient-sequence)))))

(horner-eval 2 (list 1 3 0 5 0 1))
