#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import SICPScheme

/// Built-ins and forms that published chapter-1 solutions use, and gaps found
/// by fuzzing. Expected values are what Guile 3.0 prints (values) and what
/// MIT Scheme 12 prints (errors).
@Suite struct BuiltinsTests {
    // MARK: Multiple values (R7RS)

    @Test(arguments: [
        ("(call-with-values (lambda () (values 1 2)) +)", "3"),
        ("(call-with-values (lambda () (values)) list)", "()"),
        ("(call-with-values (lambda () 7) list)", "(7)"),
        ("(call-with-values (lambda () (values 1 2 3)) (lambda (a . rest) (list a rest)))", "(1 (2 3))"),
        ("(values 5)", "5"),
        ("(+ 1 (values 2))", "3"),
        ("(call-with-values (lambda () (exact-integer-sqrt 17)) list)", "(4 1)"),
        ("(call-with-values (lambda () (exact-integer-sqrt 16)) list)", "(4 0)"),
        ("(call-with-values (lambda () (exact-integer-sqrt 0)) list)", "(0 0)"),
        ("(call-with-values (lambda () (exact-integer-sqrt 100000000000000000000)) list)", "(10000000000 0)"),
        ("(call-with-values (lambda () (exact-integer-sqrt 1000000000000000000000000000000)) list)",
         "(1000000000000000 0)"),
        ("(let-values (((q r) (exact-integer-sqrt 26))) (+ (* q q) r))", "26"),
        ("(let-values (((a b) (values 1 2)) ((c . d) (values 3 4 5))) (list a b c d))", "(1 2 3 (4 5))"),
        ("(let-values ((all (values 1 2))) all)", "(1 2)"),
        ("(let-values () 9)", "9"),
        // let-values binds in parallel: the second expression sees the outer a.
        ("(let ((a 10)) (let-values (((a b) (values 1 2)) ((c) (values a))) (list a b c)))", "(1 2 10)"),
        // let*-values in sequence: it sees the new a.
        ("(let ((a 10)) (let*-values (((a b) (values 1 2)) ((c) (values a))) (list a b c)))", "(1 2 1)"),
        ("(let-values (((a) (values 1))) (define b 2) (+ a b))", "3"),
        // The forms use the built-in call-with-values whatever the program rebinds.
        ("(define (call-with-values . x) 'mine) (let-values (((a b) (values 1 2))) (+ a b))", "3"),
    ])
    func multipleValues(expression: String, value: String) throws {
        #expect(try Scheme.eval(expression) == value)
    }

    @Test func severalValuesArePrintedOneToALineByTheREPL() throws {
        // The Value a REPL gets; the command prints each on its own line, as gosh does.
        let interp = Interp(output: OutputPort())
        let results = try interp.evaluate("(values 1 2) (values) (exact-integer-sqrt 17)")
        #expect(results.count == 3)
        guard case .multipleValues(let two) = results[0], case .multipleValues(let none) = results[1],
              case .multipleValues(let root) = results[2] else { Issue.record("not values: \(results)"); return }
        #expect(two.map(Printer.write) == ["1", "2"])
        #expect(none.isEmpty)
        #expect(root.map(Printer.write) == ["4", "1"])
    }

    /// Several values kept where one is expected (MIT keeps them as an
    /// object too) are written as one object, never spliced in.
    @Test func severalValuesInsideADatumAreOneObject() throws {
        #expect(try Scheme.eval("(list (values))") == "(#<values ()>)")
        #expect(try Scheme.eval("(length (list (values) (values 1 2)))") == "2")
        #expect(try Scheme.eval("(list (values 1 \"a\") (values 3))") == "(#<values (1 \"a\")> 3)")
        #expect(try Scheme.output("(display (values 1 2))") == "#<values (1 2)>")
        #expect(try Scheme.output("(display (list (values 1 \"a\")))") == "(#<values (1 a)>)")
    }

    @Test(arguments: [
        ("(let-values (((a b) (values 1 2 3))) a)",
         ";The procedure #[compound-procedure NN] has been called with 3 arguments; it requires exactly 2 arguments."),
        ("(let-values ((a)) a)", ";Ill-formed syntax: (let-values ((a)) a)"),
        ("(let-values ((5 (values 1))) 1)", ";Ill-formed syntax: (let-values ((5 (values 1))) 1)"),
        ("(let-values (((a a) (values 1 2))) a)", ";Ill-formed syntax: (let-values (((a a) (values 1 2))) a)"),
        ("(let*-values (((a . a) (values 1 2))) a)", ";Ill-formed syntax: (let*-values (((a . a) (values 1 2))) a)"),
        ("(let-values (((a 1) (values 1 2))) a)", ";Ill-formed syntax: (let-values (((a 1) (values 1 2))) a)"),
        ("(let-values (((a b) (values 1 2))))", ";Ill-formed syntax: (let-values (((a b) (values 1 2))))"),
        ("(call-with-values 1 list)", ";The object 1 is not applicable."),
        ("(exact-integer-sqrt -1)", ";The object -1, passed as an argument to exact-integer-sqrt, is not the correct type."),
        // Several values where one is expected: the object, written as Guile writes it.
        ("(+ (values 1 2) 1)", ";The object #<values (1 2)>, passed as the first argument to integer-add, is not the correct type."),
        ("(car (values))", ";The object #<values ()>, passed as the first argument to car, is not the correct type."),
    ])
    func multipleValuesErrors(expression: String, message: String) {
        let got = Scheme.error(expression)?.replacing(/compound-procedure \d+/, with: "compound-procedure NN")
        #expect(got == message)
    }

    // MARK: define-values (R7RS 5.3.3)

    @Test(arguments: [
        ("(define-values (q r) (floor/ 7 2)) (list q r)", "(3 1)"),
        ("(define-values (q r) (floor/ -7 2)) (list q r)", "(-4 1)"),
        ("(define-values (q r) (truncate/ -7 2)) (list q r)", "(-3 -1)"),
        ("(define-values (q r) (exact-integer-sqrt 17)) (list q r)", "(4 1)"),
        ("(define-values (a . rest) (values 1 2 3)) (list a rest)", "(1 (2 3))"),
        ("(define-values (a . rest) (values 1)) (list a rest)", "(1 ())"),
        ("(define-values all (values 1 2)) all", "(1 2)"),
        ("(define-values all (values)) all", "()"),
        ("(define-values all 7) all", "(7)"),
        ("(define-values (c) 5) c", "5"),
        ("(define-values () (values)) 'ok", "ok"),
        // The form's value is unspecified: the REPL prints nothing.
        ("(define-values (a b) (values 1 2))", ""),
        // At top level the expression runs before any name is bound, as for define.
        ("(define x 10) (define-values (x y) (values (+ x 1) 2)) (list x y)", "(11 2)"),
        // Internal definitions: slots in the body's frame.
        ("(define (f) (define-values (x y) (values 1 2)) (+ x y)) (f)", "3"),
        ("(define (g) (define-values (x . y) (values 1 2)) (define z 3) (list x y z)) (g)", "(1 (2) 3)"),
        ("(let () (define-values (a b) (values 1 2)) (define-values (c) (values a)) (list a b c))", "(1 2 1)"),
        ("((lambda (n) (define-values (q r) (floor/ n 3)) (list q r)) 10)", "(3 1)"),
        ("(define (m) (begin (define-values (u v) (values 1 2))) (list u v)) (m)", "(1 2)"),
        ("(define a 'outer) (define (f) (define-values (a b) (values 1 2)) a) (list (f) a)", "(1 outer)"),
        ("(define (make) (define-values (get n) (values (lambda () n) 5)) get) ((make))", "5"),
        ("(define (f n) (define-values (a b) (values n (* n n))) (if (= n 0) '() (cons b (f (- n 1))))) (f 3)",
         "(9 4 1)"),
        ("(let loop ((i 0)) (define-values (a b) (values i (* i i))) (if (< i 3) (loop (+ i 1)) (list a b)))", "(3 9)"),
        // A built-in redefined by define-values is no longer inlined.
        ("(define (f) (+ 1 2)) (define-values (+ x) (values - 0)) (f)", "-1"),
        // The built-in call-with-values, whatever the program rebinds.
        ("(define (call-with-values . x) 'mine) (define-values (a b) (values 1 2)) (+ a b)", "3"),
        ("(define (f) (define (call-with-values . x) 'mine) (define-values (a b) (values 1 2)) (+ a b)) (f)", "3"),
    ])
    func defineValues(expression: String, value: String) throws {
        #expect(try Scheme.eval(expression) == value)
    }

    /// Errors as MIT Scheme 12 words them (its define-values, like its
    /// let-values, calls an anonymous procedure with the values).
    @Test(arguments: [
        ("(define-values (a b) (values 1 2 3))",
         ";The procedure #[compound-procedure NN] has been called with 3 arguments; it requires exactly 2 arguments."),
        ("(define-values (a b) 5)",
         ";The procedure #[compound-procedure NN] has been called with 1 argument; it requires exactly 2 arguments."),
        ("(define-values (a b . c) 1)",
         ";The procedure #[compound-procedure NN] has been called with 1 argument; it requires at least 2 arguments."),
        ("(define-values () 1)",
         ";The procedure #[compound-procedure NN] has been called with 1 argument; it requires exactly 0 arguments."),
        ("(define (h) (define-values (x y) (values 1 2 3)) x) (h)",
         ";The procedure #[compound-procedure NN] has been called with 3 arguments; it requires exactly 2 arguments."),
        ("(define-values (x y) (car '()))", ";The object (), passed as the first argument to car, is not the correct type."),
        // In a body the names are unassigned until the form has run.
        ("(define x 10) (define (k) (define-values (x y) (values x 2)) x) (k)", ";Unassigned variable: x"),
        ("(define-values (a a) (values 1 2))", ";Ill-formed syntax: (define-values (a a) (values 1 2))"),
        ("(define-values (a . a) (values 1 2))", ";Ill-formed syntax: (define-values (a . a) (values 1 2))"),
        ("(define-values (a 1) (values 1 2))", ";Ill-formed syntax: (define-values (a 1) (values 1 2))"),
        ("(define-values 5 1)", ";Ill-formed syntax: (define-values 5 1)"),
        ("(define-values)", ";Ill-formed syntax: (define-values)"),
        ("(define-values (a b))", ";Ill-formed syntax: (define-values (a b))"),
        ("(define-values (a b) 1 2)", ";Ill-formed syntax: (define-values (a b) 1 2)"),
        ("(define (bad) (if #t (define-values (p q) (values 1 2))) p)", ";Ill-formed syntax: (define-values (p q) (values 1 2))"),
        ("define-values", ";Syntactic keyword may not be used as an expression: define-values"),
    ])
    func defineValuesErrors(expression: String, message: String) {
        let got = Scheme.error(expression)?.replacing(/compound-procedure \d+/, with: "compound-procedure NN")
        #expect(got == message)
    }

    @Test func aFailedDefineValuesChangesNoName() throws {
        let interp = Interp(output: OutputPort(), interrupt: InterruptFlag())
        try interp.evaluate("(define x 10) (define y 20)")
        func error(_ source: String) -> String? {
            do {
                _ = try interp.evaluate(source)
                return nil
            } catch {
                // Hash numbers count per thread: this one is the test runner's.
                return "\(error)".replacing(/compound-procedure \d+/, with: "compound-procedure NN")
            }
        }
        #expect(error("(define-values (x y) (values 1 2 3))")
                == ";The procedure #[compound-procedure NN] has been called with 3 arguments; it requires exactly 2 arguments.")
        #expect(try interp.evaluate("(list x y)").map(Printer.write) == ["(10 20)"])
        #expect(error("(define-values (x y) (car '()))")
                == ";The object (), passed as the first argument to car, is not the correct type.")
        #expect(try interp.evaluate("(list x y)").map(Printer.write) == ["(10 20)"])
    }

    @Test(arguments: [
        ("(call-with-values (lambda () (floor/ 7 2)) list)", "(3 1)"),
        ("(call-with-values (lambda () (floor/ 7 -2)) list)", "(-4 -1)"),
        ("(call-with-values (lambda () (truncate/ 7 -2)) list)", "(-3 1)"),
        ("(call-with-values (lambda () (floor/ 7.0 2)) list)", "(3.0 1.0)"),
        ("(call-with-values (lambda () (floor/ (expt 10 30) 7)) list)", "(142857142857142857142857142857 1)"),
    ])
    func divisionWithTwoValues(expression: String, value: String) throws {
        #expect(try Scheme.eval(expression) == value)
    }

    @Test(arguments: [
        ("(floor/ 7 0)", ";The object 0, passed as the second argument to integer-remainder, is not in the correct range."),
        ("(truncate/ 7 0)", ";The object 0, passed as the second argument to integer-remainder, is not in the correct range."),
        ("(floor/ 'a 2)", ";The object a, passed as the first argument to integer-remainder, is not the correct type."),
        ("(floor/ 7 'a)", ";The object a, passed as the first argument to integer-zero?, is not the correct type."),
    ])
    func divisionWithTwoValuesErrors(expression: String, message: String) {
        #expect(Scheme.error(expression) == message)
    }

    // MARK: MIT's and Gauche's helpers

    @Test(arguments: [
        ("(false? #f)", "#t"),
        ("(false? '())", "#f"),
        ("(false? 0)", "#f"),
        ("((compose) 5)", "5"),
        ("((compose car) '(1 2))", "1"),
        ("((compose car cdr) '(1 2 3))", "2"),
        ("((compose (lambda (x) (* x 10)) car cdr) '(1 2 3))", "20"),
        ("((compose square +) 1 2 3)", "36"),
        ("((compose list exact-integer-sqrt) 17)", "(4 1)"),
        ("(list ((const 7)) ((const 'a) 1 2 3) (map (const 0) '(1 2)))", "(7 a (0 0))"),
        ("(exact-nonnegative-integer? (real-time-clock))", "#t"),
        ("(let ((t (real-time-clock))) (<= t (real-time-clock)))", "#t"),
    ])
    func helpers(expression: String, value: String) throws {
        #expect(try Scheme.eval(expression) == value)
    }

    @Test func realTimeClockCountsMilliseconds() throws {
        // MIT's real-time-clock is in milliseconds, runtime (SRFI 216) in microseconds.
        let source = "(let ((c (real-time-clock)) (r (runtime))) (- (quotient r 1000) c))"
        let difference = try #require(Int(try Scheme.eval(source)))
        #expect(abs(difference) <= 1, "within a millisecond of each other")
    }

    @Test func composeRefusesANonProcedure() {
        #expect(Scheme.error("(compose car 5)")
                == ";The object 5, passed as the second argument to compose, is not the correct type.")
    }

    // MARK: error, unassigned variables, the unspecified value

    @Test func errorWithNoArgumentsIsAnArityError() {
        let got = Scheme.error("(error)")?.replacing(/compiled-procedure \d+/, with: "compiled-procedure NN")
        #expect(got == ";The procedure #[compiled-procedure NN (\"error\" #x10) #xbc error] has been called with 0 arguments; it requires at least 1 argument.")
        #expect(Scheme.error("(error \"Something bad:\" 42)") == ";Something bad: 42")
    }

    @Test(arguments: [
        ("(let ((x)) x)", ";Unassigned variable: x"),
        ("(let (x) x)", ";Unassigned variable: x"),
        ("(let* ((a 1) (x)) x)", ";Unassigned variable: x"),
        ("(define x) x", ";Unassigned variable: x"),
        ("(define (f) (define y) y) (f)", ";Unassigned variable: y"),
        ("y", ";Unbound variable: y"),
        ("(set! y 1)", ";Unbound variable: y"),
    ])
    func unassignedVariablesAreMITs(source: String, message: String) {
        #expect(Scheme.error(source) == message)
    }

    @Test func anUnassignedVariableMayBeAssigned() throws {
        #expect(try Scheme.eval("(define x) (set! x 3) x") == "3")
        #expect(try Scheme.eval("(let ((x)) (set! x 4) x)") == "4")
        #expect(try Scheme.eval("(define x) (define x 5) x") == "5")
    }

    @Test func theUnspecifiedValueIsWrittenAsGuileWritesIt() throws {
        // guile -c '(write (if #f #f))' prints #<unspecified>; so does display.
        #expect(try Scheme.output("(write (if #f #f))") == "#<unspecified>")
        #expect(try Scheme.output("(display (if #f #f))") == "#<unspecified>")
        #expect(try Scheme.output("(write (list (if #f #f)))") == "(#<unspecified>)")
        // A REPL prints nothing for it (the value is .unspecified, which it skips).
        #expect(try Scheme.eval("(if #f #f)") == "")
    }

    // MARK: A byte order mark

    @Test func aByteOrderMarkAtTheStartIsSkipped() throws {
        #expect(try Scheme.eval("\u{FEFF}(+ 1 2)") == "3")
        #expect(try Reader.readAll("\u{FEFF}abc").map(Printer.write) == ["abc"])
        // Anywhere else it is part of a symbol, as in Guile.
        #expect(Scheme.error("(+ 1 2) \u{FEFF}x") == ";Unbound variable: \u{FEFF}x")
    }
}

/// Issue 23: what `load` refuses, and how deep loads nest.
extension BuiltinsTests {
    @Test(arguments: ["/dev/zero", "/dev/null", "/tmp", ""])
    func loadRefusesWhatIsNotARegularFileInMITsWords(path: String) {
        #expect(Scheme.error("(load \"\(path)\")") == ";Unable to find file \"\(path)\" because: File does not exist.")
    }

    @Test func aFileThatLoadsItselfStopsAtTheLoadDepth() throws {
        let path = "/tmp/sicp-self-load-\(getpid()).scm"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let text = Array("(define n (+ n 1))\n(load \"\(path)\")\n".utf8)
        _ = text.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        defer { unlink(path) }
        let result = try LargeStack.run(size: Scheme.stackSize) { () -> (String, String) in
            let interp = Interp(output: OutputPort())
            try interp.evaluate("(define n 0)")
            let message: String
            do {
                try interp.evaluate("(load \"\(path)\")")
                message = ""
            } catch {
                message = "\(error)"
            }
            return (message, interp.lookup("n").map(Printer.write) ?? "")
        }
        #expect(result.0 == ";Aborting!: maximum recursion depth exceeded")
        #expect(result.1 == "\(Interp.maximumLoadDepth)")
    }
}
