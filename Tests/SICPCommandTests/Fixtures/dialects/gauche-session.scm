gosh> (define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))
fact
gosh> (fact 10)
3628800
gosh> 
(print (fact 5))
120
#<undef>
gosh> 
