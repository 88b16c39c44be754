import Testing
import SICPScheme

/// Sequences as conventional interfaces (SICP 2.2.3): MIT's list operations
/// and the book's procedures in the kit, and `accumulate` with the
/// signatures of both chapters (expected values from MIT Scheme 12.1).
@Suite struct SequencesTests {
    static let values: [(String, String)] = [
        ("(fold-left cons '() '(1 2 3))", "(((() . 1) . 2) . 3)"),
        ("(fold-right cons '() '(1 2 3))", "(1 2 3)"),
        ("(fold-left list '() '(1 2 3) '(4 5 6))", "(((() 1 4) 2 5) 3 6)"),
        ("(fold-right list '() '(1 2 3) '(4 5 6))", "(1 4 (2 5 (3 6 ())))"),
        ("(fold-right + 0 '(1 2) '(1))", "2"),
        ("(fold-left + 0 '(1 2) '(1))", "2"),
        ("(fold-right - 0 '(1 2 3 4))", "-2"),
        ("(fold-left - 0 '(1 2 3 4))", "-10"),
        // Exercise 2.38's values.
        ("(fold-right / 1 (list 1 2 3))", "3/2"),
        ("(fold-left / 1 (list 1 2 3))", "1/6"),
        ("(fold-right list nil (list 1 2 3))", "(1 (2 (3 ())))"),
        ("(fold-left list nil (list 1 2 3))", "(((() 1) 2) 3)"),
        ("(fold cons '() '(1 2 3))", "(3 2 1)"),
        ("(fold + 0 '(1 2 3))", "6"),
        ("(reduce + 0 '(1 2 3))", "6"),
        ("(reduce - 0 '(1 2 3 4))", "2"),
        ("(reduce list 0 '(1 2 3 4))", "(4 (3 (2 1)))"),
        ("(reduce + 0 '())", "0"),
        ("(reduce + 0 '(1))", "1"),
        ("(filter odd? '(1 2 3))", "(1 3)"),
        ("(remove odd? '(1 2 3))", "(2)"),
        ("(delete 2 '(1 2 3 2))", "(1 3)"),
        ("(delete '(a) '((a) b))", "(b)"),
        // Chapter 2's accumulate (3 arguments) and chapter 1's (6), one name.
        ("(accumulate + 0 (list 1 2 3 4 5))", "15"),
        ("(accumulate * 1 (list 1 2 3 4 5))", "120"),
        ("(accumulate cons nil (list 1 2 3 4 5))", "(1 2 3 4 5)"),
        ("(accumulate - 0 (list 1 2 3 4))", "-2"),
        ("(accumulate + 0 '())", "0"),
        ("(accumulate + 0 cube 1 inc 10)", "3025"),
        ("(enumerate-interval 2 7)", "(2 3 4 5 6 7)"),
        ("(enumerate-interval 3 2)", "()"),
        ("(enumerate-interval 1/2 3)", "(1/2 3/2 5/2)"),
        ("(enumerate-tree (list 1 (list 2 (list 3 4)) 5))", "(1 2 3 4 5)"),
        ("(enumerate-tree '())", "()"),
        ("(enumerate-tree 7)", "(7)"),
        ("(flatmap (lambda (i) (map (lambda (j) (list i j)) (enumerate-interval 1 (- i 1)))) (enumerate-interval 1 4))",
         "((2 1) (3 1) (3 2) (4 1) (4 2) (4 3))"),
        ("(flatmap list '())", "()"),
        // The book's permutations on the kit's flatmap and the book's remove.
        ("""
         (define (remove item sequence) (filter (lambda (x) (not (= x item))) sequence))
         (define (permutations s)
           (if (null? s) (list nil)
               (flatmap (lambda (x) (map (lambda (p) (cons x p)) (permutations (remove x s)))) s)))
         (permutations (list 1 2 3))
         """, "((1 2 3) (1 3 2) (2 1 3) (2 3 1) (3 1 2) (3 2 1))"),
        // A learner's own accumulate replaces the kit's.
        ("(define (accumulate op initial sequence) 'mine) (accumulate + 0 '(1))", "mine"),
    ]

    @Test(arguments: values)
    func value(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    static let errors: [(String, String)] = [
        ("(fold-left + 0 5)", ";The object 5, passed as the third argument to fold-left, is not the correct type."),
        ("(fold-right + 0 '(1 2 . 3))",
         ";The object (1 2 . 3), passed as the third argument to fold-right, is not the correct type."),
        ("(fold-left + 0 '(1) 5)", ";The object 5, passed as the fourth argument to fold-left, is not the correct type."),
        ("(fold-left + 0)",
         ";The procedure #[compiled-procedure 12 (\"fold-left\" #x10) #xbc fold-left] has been called with 2 arguments; it requires at least 3 arguments."),
        ("(filter odd? 5)", ";The object 5, passed as the second argument to filter, is not the correct type."),
        ("(reduce + 0 5)", ";The object 5, passed as the third argument to reduce, is not the correct type."),
        ("(delete 1 5)", ";The object 5, passed as the second argument to delete, is not the correct type."),
        ("(remove 1 '(1 2))", ";The object 1 is not applicable."),
        ("(filter 1 '(1 2))", ";The object 1 is not applicable."),
        ("(accumulate + 0 5)", ";The object 5, passed as the third argument to accumulate, is not the correct type."),
        ("(accumulate + 0 identity 1)",
         ";The procedure #[compiled-procedure 12 (\"accumulate\" #x10) #xbc accumulate] has been called with 4 arguments; it requires exactly 3 or 6 arguments."),
        ("(accumulate +)",
         ";The procedure #[compiled-procedure 12 (\"accumulate\" #x10) #xbc accumulate] has been called with 1 argument; it requires exactly 3 or 6 arguments."),
        ("(accumulate-iterative + 0 '(1))",
         ";The procedure #[compiled-procedure 12 (\"accumulate-iterative\" #x10) #xbc accumulate-iterative] has been called with 3 arguments; it requires exactly 6 arguments."),
        // The message `(> 'a 3)` gives.
        ("(enumerate-interval 'a 3)", ";The object a, passed as the second argument to integer-less?, is not the correct type."),
        ("(enumerate-interval 1 1e12)", ";Aborting!: out of memory"),
        ("(flatmap (lambda (x) x) '(1 2))", ";The object 1, passed as the first argument to append, is not the correct type."),
    ]

    @Test(arguments: errors)
    func error(source: String, expected: String) {
        #expect(Scheme.error(source) == expected)
    }
}
