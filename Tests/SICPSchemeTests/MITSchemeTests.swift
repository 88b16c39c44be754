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
        // A file's first line, (load-option 'format), loads nothing the kit lacks.
        ("(load-option 'format) (format #f \"~a-~s\" 1 \"b\")", "\"1-\\\"b\\\"\""),
        ("(list (symbol? (generate-uninterned-symbol)) (eq? (gensym) (gensym)) (eq? (gensym 'x) 'x1))", "(#t #f #f)"),
        ("microcode-id/operating-system", "unix"),
        // MIT 12's string: any objects, as display shows them.
        ("(string 'unix 12 \"ab\" #\\c 1.5 (list 1 \"x\"))", "\"unix12abc1.5(1 x)\""),
        ("(string #\\a #\\b)", "\"ab\""),
        ("(define s (cons-stream 1 (cons-stream 2 '()))) (list (head s) (head (tail s)) (tail (tail s)))", "(1 2 ())"),
        // reverse! and append! relink the lists' own pairs.
        ("(define x (list 1 2 3)) (define y (reverse! x)) (list y x (eq? (cddr y) x))", "((3 2 1) (1) #t)"),
        // Gauche's math.mt-random, as Gauche learners make `random`.
        ("(use math.mt-random) (define mt (make <mersenne-twister> :seed 42)) (let ((k (mt-random-integer mt 10)) (x (mt-random-real0 mt)) (y (mt-random-real mt))) (list (exact? k) (< -1 k 10) (<= 0 x) (< x 1) (< 0 y 1) mt <mersenne-twister>))", "(#t #t #t #t #t #<<mersenne-twister>> #<class <mersenne-twister>>)"),
        // MIT's random states: a copy draws the same numbers as its
        // original, and so do two states made from the same integer.
        ("(define s (make-random-state 7)) (define c (make-random-state s)) (let* ((a (list (random 1000 s) (random 1000 s))) (b (list (random 1000 c) (random 1000 c)))) (list (equal? a b) (random-state? s) (random-state? 7) (random-state? (make-random-state #t)) (random-state? (make-random-state))))", "(#t #t #f #t #t)"),
        ("(= (random (expt 10 30) (make-random-state 3)) (random (expt 10 30) (make-random-state 3)))", "#t"),
        ("(let ((x (flo:random-unit (make-random-state #t))) (y (random 2.5 (make-random-state 1)))) (list (<= 0 x) (< x 1) (<= 0 y) (< y 2.5) (exact? (random 10 (make-random-state 1)))))", "(#t #t #t #t #t)"),
        ("(make-random-state 1)", "#[random-state 12]"),
        // MIT's for-all? and there-exists?: the list first, then the predicate.
        ("(list (for-all? '(1 3 5) odd?) (for-all? '(1 2) odd?) (for-all? '() odd?) (there-exists? '(1 2) even?) (there-exists? '(1 3) even?))", "(#t #f #t #t #f)"),
        ("(define a (list 1 2)) (define b (append! a '() (list 3) 4)) (list b a (eq? a b) (append!) (append! '() '(5)))", "((1 2 3 . 4) (1 2 3 . 4) #t () (5))"),
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
        ("(load-option 'no-such-option)", ";Unknown option name: no-such-option"),
        ("(head 5)", ";The object 5, passed as an argument to stream-car, is not an object satisfying #[compiled-procedure 12 (\"stream-pair?\" #x10) #xbc stream-pair?]."),
        ("(reverse! (cons 1 2))", ";The object (1 . 2), passed as an argument to append-reverse!, is not the correct type."),
        ("(append! 5 '(1))", ";The object 5, passed as an argument to append!, is not the correct type."),
        ("(make 'point)", ";The object point, passed as the first argument to make, is not the correct type."),
        ("(for-all? 5 odd?)", ";The object 5, passed as an argument to every, is not the correct type."),
        ("(there-exists? '(1) 5)", ";The object 5, passed as the second argument to there-exists?, is not the correct type."),
        ("(make-random-state \"x\")", ";The object \"x\", passed as the first argument to make-random-state, is not the correct type."),
        ("(flo:random-unit 5)", ";The object 5, passed as the first argument to flo:random-unit, is not the correct type."),
        ("(random 0 (make-random-state 1))", ";The object 0, passed as the first argument to random, is not in the correct range."),
        ("(mt-random-integer 5 3)", ";The object 5, passed as the first argument to mt-random-integer, is not the correct type."),
        ("(mt-random-integer (make <mersenne-twister>) 0)", ";The object 0, passed as the second argument to mt-random-integer, is not in the correct range."),
    ])
    func badArgumentsAreMITsErrors(source: String, message: String) {
        #expect(Scheme.error(source) == message)
    }

    @Test func percentExitLeavesWithItsStatus() {
        #expect(Scheme.exitStatus("(%exit 3)") == 3)
        #expect(Scheme.exitStatus("(%exit #f)") == 1)
        #expect(Scheme.exitStatus("(%exit)") == 0)
    }
}
