import SICPScheme
import Testing

/// SRFI 1's list procedures, with MIT Scheme 12.1's answers and errors.
@Suite struct SRFI1Tests {
    @Test(arguments: [
        ("(any odd? '(2 4 5))", "#t"),
        ("(any (lambda (x y) (and (> x y) (list x y))) '(1 5) '(2 3))", "(5 3)"),
        ("(any odd? '())", "#f"),
        ("(every odd? '(1 3 5))", "#t"),
        ("(every + '(1 2) '(3 4))", "6"),
        ("(every odd? '())", "#t"),
        ("(filter-map (lambda (x) (and (even? x) (* x x))) '(1 2 3 4))", "(4 16)"),
        ("(delete-duplicates '(1 2 1 3 2))", "(1 2 3)"),
        ("(delete-duplicates '((a . 1) (b . 2) (a . 3)) (lambda (x y) (eq? (car x) (car y))))", "((a . 1) (b . 2))"),
        ("(call-with-values (lambda () (partition even? '(1 2 3 4))) list)", "((2 4) (1 3))"),
        ("(count even? '(1 2 4))", "2"),
        ("(list (first '(1 2 3)) (second '(1 2 3)) (third '(1 2 3)) (tenth '(1 2 3 4 5 6 7 8 9 10)))", "(1 2 3 10)"),
        ("(last '(1 2 3))", "3"),
        ("(list (take '(1 2 3) 2) (drop '(1 2 3) 2) (take-right '(1 2 3) 1) (drop-right '(1 2 3) 1))", "((1 2) (3) (3) (1 2))"),
        ("(list (list-head '(1 2 3) 2) (sublist '(1 2 3 4) 1 3))", "((1 2) (2 3))"),
        ("(list (take-while even? '(2 4 5 6)) (drop-while even? '(2 4 5 6)))", "((2 4) (5 6))"),
        ("(call-with-values (lambda () (span even? '(2 4 5 6))) list)", "((2 4) (5 6))"),
        ("(call-with-values (lambda () (break even? '(1 3 4 5))) list)", "((1 3) (4 5))"),
        ("(list (find even? '(1 2 3)) (find even? '(1 3)) (find-tail even? '(1 2 3)))", "(2 #f (2 3))"),
        ("(append-map (lambda (x) (list x x)) '(1 2))", "(1 1 2 2)"),
        ("(concatenate '((1) (2 3) () (4)))", "(1 2 3 4)"),
        ("(list (fold cons '() '(1 2 3)) (fold-right cons '() '(1 2 3)) (fold-left list '() '(1 2)))", "((3 2 1) (1 2 3) ((() 1) 2))"),
        ("(list (reduce + 0 '(1 2 3)) (reduce-right list '() '(1 2 3 4)) (reduce-right + 0 '()))", "(6 (1 (2 (3 4))) 0)"),
        ("(unfold (lambda (x) (> x 5)) (lambda (x) (* x x)) (lambda (x) (+ x 1)) 1)", "(1 4 9 16 25)"),
        ("(unfold-right zero? (lambda (x) (* x x)) (lambda (x) (- x 1)) 4)", "(1 4 9 16)"),
        ("(list (list-index even? '(1 3 4)) (list-index even? '(1 3)))", "(2 #f)"),
        ("(append-reverse '(3 2 1) '(4 5))", "(1 2 3 4 5)"),
        ("(list-tabulate 4 (lambda (i) (* i i)))", "(0 1 4 9)"),
        ("(lset-adjoin eq? '(a b) 'c 'a)", "(c a b)"),
        ("(lset-union eq? '(a b) '(b c))", "(c a b)"),
        ("(lset-intersection eq? '(a b c) '(b c d))", "(b c)"),
        ("(lset-difference eq? '(a b c) '(b))", "(a c)"),
        ("(list (assoc 2.0 '((1 a) (2 b)) =) (member 2.0 '(1 2 3) =) (assoc \"b\" '((\"a\" . 1) (\"b\" . 2))))", "((2 b) (2 3) (\"b\" . 2))"),
        ("(define a '((x . 1))) (define b (alist-copy a)) (set-cdr! (car b) 2) (list a b)", "(((x . 1)) ((x . 2)))"),
        ("(iota 5 1)", "(1 2 3 4 5)"),
    ])
    func srfi1AnswersAsMITDoes(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    @Test(arguments: [
        ("(first '())", ";The object (), passed as an argument to safe-car, is not the correct type."),
        ("(third '(1 2))", ";The object (), passed as an argument to safe-car, is not the correct type."),
        ("(last '())", ";The object (), passed as an argument to last-pair, is not the correct type."),
        ("(take '(1 2) 5)", ";The object 5, passed as the second argument to take, is not in the correct range."),
        ("(drop '(1 2) -1)", ";The object -1, passed as the second argument to drop, is not in the correct range."),
        ("(any odd? 5)", ";The object 5, passed as the second argument to any, is not the correct type."),
        ("(any 5 '(1))", ";The object 5, passed as the first argument to any, is not the correct type."),
        ("(define l (list 1 2)) (set-cdr! (cdr l) l) (every odd? l)", ";The object #0=(1 2 . #0#), passed as the second argument to every, is not the correct type."),
        ("(define l (list 1 2)) (set-cdr! (cdr l) l) (delete-duplicates l)", ";The object #0=(1 2 . #0#), passed as the first argument to delete-duplicates, is not the correct type."),
        ("(list-tabulate 100000000000 list)", ";Aborting!: out of memory"),
        ("(unfold (lambda (x) #f) (lambda (x) x) (lambda (x) x) 1)", ";Aborting!: out of memory"),
        ("(append-map (lambda (x) x) '(1))", ";The object 1, passed as the first argument to append, is not the correct type."),
    ])
    func badArgumentsAreMITsErrors(source: String, message: String) {
        #expect(Scheme.error(source) == message)
    }
}
