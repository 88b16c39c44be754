import SICPScheme
import Testing

/// MIT Scheme's and Gauche's procedures outside R7RS.
@Suite struct MITSchemeTests {
    @Test(arguments: [
        ("(define (f x) (if (> x 0) x (- x))) (pp f)", "(named-lambda (f x)\n  (if (> x 0) x (- x)))\n"),
        ("(define (g) (display 1) 2) (pp g)", "(named-lambda (g)\n  (display 1)\n  2)\n"),
        ("(pp (lambda (x . r) x))", "(lambda (x . r)\n  x)\n"),
        ("(pp '(a \"b\"))", "(a \"b\")\n"),
        // write-line writes, then ends the line (no fresh-line before it).
        ("(write-line \"ab\") (display \"z\") (write-line (list 1 \"x\" #\\a))", "\"ab\"\nz(1 \"x\" #\\a)\n"),
    ])
    func ppShowsAProcedureAsMITDoes(source: String, expected: String) throws {
        #expect(try Scheme.output(source) == expected)
    }

    @Test(arguments: [
        ("(list (boolean=? #t #t) (boolean=? #t #f) (boolean=? #f #f #f))", "(#t #f #t)"),
        ("(list (exact-nonnegative-integer? 5) (exact-nonnegative-integer? -1) (exact-nonnegative-integer? 5.) (exact-rational? 1/2) (exact-rational? 0.5))", "(#t #f #f #t #f)"),
        ("(guarantee integer? 5 'foo)", "5"),
        // The book's own force (3.5.1) over the built-in cons-stream: a promise is applicable.
        ("(define (force delayed-object) (delayed-object)) (define s (cons-stream 1 (cons-stream 2 '()))) (car (force (cdr s)))", "2"),
        ("(define n 0) (define p (delay (begin (set! n (+ n 1)) n))) (list (p) (p) (force p) n)", "(1 1 1 1)"),
        ("(list (mod -7 2) (div -7 2) (mod 7 -2) (div 7 -2) (mod 7 2))", "(1 -4 1 -3 1)"),
        ("(cd \"/\")", "\"/\""),
        ("(cd \"/\") (pwd)", "\"/\""),
        // MIT 12.1 and Gauche evaluate an unquoted () to the empty list.
        ("(define nothing ()) (list () nothing (null? ()) (cons 1 ()))", "(() () #t (1))"),
    ])
    func mitAnswersAsMITDoes(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    @Test func randomOfARealIsARealBelowIt() throws {
        let x = try #require(Double(try Scheme.eval("(random 1.5)")))
        #expect(x >= 0 && x < 1.5)
        #expect(try Scheme.eval("(random 1)") == "0")
    }

    @Test(arguments: [
        ("(guarantee integer? 'a 'foo)", ";The object a, passed as the first argument to foo, is not the correct type."),
        ("(boolean=? 1 #t)", ";The object 1, passed as the first argument to boolean=?, is not the correct type."),
        ("(mod 1 'a)", ";The object a, passed as the second argument to mod, is not the correct type."),
        ("(mod 1 0)", ";The object 0, passed as the second argument to integer-remainder, is not in the correct range."),
        ("(cd \"/no/such/folder\")", ";Unable to find directory \"/no/such/folder\" because: No such file or directory."),
        ("(add-load-path 5)", ";The object 5, passed as the first argument to add-load-path, is not the correct type."),
    ])
    func badArgumentsAreMITsErrors(source: String, message: String) {
        #expect(Scheme.error(source) == message)
    }
}
