import SICPProcess
import SICPScheme
import Testing

/// `,subst`: the substitution model, line for line as the book prints it.
@Suite struct SubstitutionTests {
    static let recursiveFactorial = "(define (factorial n) (if (= n 1) 1 (* n (factorial (- n 1)))))"
    static let iterativeFactorial = """
        (define (factorial n) (fact-iter 1 1 n))
        (define (fact-iter product counter max-count)
          (if (> counter max-count)
              product
              (fact-iter (* counter product) (+ counter 1) max-count)))
        """
    static let gcd = "(define (gcd a b) (if (= b 0) a (gcd b (remainder a b))))"
    static let exercise15 = "(define (p) (p)) (define (test x y) (if (= x 0) 0 y))"

    /// What `,subst ARGUMENT` prints after `definitions`, and the error it
    /// ends with (as the REPL words it), if any.
    static func subst(_ definitions: String, _ argument: String, columns: Int = 80) throws -> (String, String?) {
        try Scheme.run { interp, tracer, port in
            try interp.evaluate(definitions)
            port.clear()
            do {
                try ProcessCommands.run(
                    "subst", argument: argument, interp: interp, tracer: tracer,
                    printValue: { port.write(Printer.write($0) + "\n") },
                    printText: { port.write($0) }, columns: columns)
                return (port.collected, nil)
            } catch let error as EvalError {
                return (port.collected, error.description)
            } catch {
                return (port.collected, ";\(error)")
            }
        }
    }

    static func lines(_ definitions: String, _ argument: String) throws -> [String] {
        try subst(definitions, argument).0.split(separator: "\n").map(String.init)
    }

    /// The substitution model cannot show what a macro's use expands to:
    /// it says so, at the step that meets the use.
    @Test func aMacroUseIsRefused() throws {
        let definitions = """
            (define-syntax my-if (syntax-rules () ((_ c a b) (cond (c a) (else b)))))
            (define (fact n) (my-if (= n 0) 1 (* n (fact (- n 1)))))
            """
        let (text, error) = try Self.subst(definitions, "(fact 3)")
        #expect(text == "(fact 3)\n")
        #expect(error == ";The substitution model cannot show a macro's use: (my-if (= n 0) 1 (* n (fact (- n 1))))")
        #expect(try Self.subst(definitions, "(my-if #t 1 2)").1
            == ";The substitution model cannot show a macro's use: (my-if #t 1 2)")
    }

    // MARK: Streams (3.5.1)

    static let integersFrom = "(define (integers-from n) (cons-stream n (integers-from (+ n 1))))"

    /// `cons-stream` makes `(cons <a> (delay <b>))`, as 3.5.1 writes
    /// `(cons 10000 (delay (stream-enumerate-interval 10001 1000000)))`;
    /// `stream-cdr` forces the delayed expression, which is reduced in place.
    @Test func consStreamIsAConsOfADelayedExpression() throws {
        #expect(try Self.subst(Self.integersFrom, "(stream-car (stream-cdr (stream-cdr (integers-from 1))))").0 == """
            (stream-car (stream-cdr (stream-cdr (integers-from 1))))
            (stream-car (stream-cdr (stream-cdr (cons 1 (delay (integers-from (+ 1 1)))))))
            (stream-car (stream-cdr (cons 2 (delay (integers-from (+ 2 1))))))
            (stream-car (cons 3 (delay (integers-from (+ 3 1)))))
            3
            cons: 3
            stream-cdr: 2
            +: 2
            stream-car: 1

            """)
    }

    /// A stream the program defined is drawn as the book draws a stream's
    /// value, `(cons <a> (delay <b>))`, its delayed expression with the
    /// values of the variables it sees (here `n`, 1), and forcing it
    /// reduces that expression step by step, as for a stream the model made.
    @Test func aGlobalStreamIsDrawnAsTheBookDrawsAStream() throws {
        let definitions = Self.integersFrom + " (define s (integers-from 1))"
        #expect(try Self.subst(definitions, "(stream-car (stream-cdr s))").0 == """
            (stream-car (stream-cdr s))
            (stream-car (stream-cdr (cons 1 (delay (integers-from (+ 1 1))))))
            (stream-car (integers-from 2))
            (stream-car (cons 2 (delay (integers-from (+ 2 1)))))
            2
            stream-cdr: 1
            +: 1
            cons: 1
            stream-car: 1

            """)
    }

    /// Forced rests are drawn with their values (memo-proc kept them) and
    /// are not reduced again; a variable bound inside the delayed
    /// expression is not replaced by the one outside.
    @Test func aForcedGlobalStreamShowsItsKeptValues() throws {
        let definitions = Self.integersFrom + " (define s (integers-from 1)) (stream-ref s 2)"
        #expect(try Self.subst(definitions, "(stream-car (stream-cdr s))", columns: 200).0 == """
            (stream-car (stream-cdr s))
            (stream-car (stream-cdr (cons 1 (delay (cons 2 (delay (cons 3 (delay (integers-from (+ 3 1))))))))))
            (stream-car (cons 2 (delay (cons 3 (delay (integers-from (+ 3 1)))))))
            2
            stream-cdr: 1
            stream-car: 1

            """)
        let shadowing = "(define (f x) (cons-stream x (let ((x (* x 2))) (f x)))) (define t (f 3))"
        #expect(try Self.lines(shadowing, "(stream-cdr t)").prefix(2) == [
            "(stream-cdr t)",
            "(stream-cdr (cons 3 (delay (let ((x (* 3 2))) (f x)))))",
        ])
    }

    /// A stream whose rest a built-in procedure computes has no expression
    /// to draw: its promise is drawn as MIT writes it.
    @Test func aBuiltInStreamsRestIsItsPromise() throws {
        #expect(try Self.subst("(define t (integers-starting-from 1))", "(stream-car (stream-cdr t))").0 == """
            (stream-car (stream-cdr t))
            (stream-car (stream-cdr (cons 1 #[promise 12 (unevaluated)])))
            (stream-car (cons 2 #[promise 13 (unevaluated)]))
            2
            stream-cdr: 1
            stream-car: 1

            """)
    }

    /// The delayed expression is not evaluated until forced (`(car '())`
    /// would be an error); the value prints as MIT prints a stream.
    @Test func aDelayedExpressionWaitsUntilForced() throws {
        #expect(try Self.subst("", "(cons-stream (* 2 3) (car '()))") == ("""
            (cons-stream (* 2 3) (car '()))
            {6 ...}
            *: 1
            cons: 1

            """, nil))
        #expect(try Self.subst("", "(stream-cdr (cons-stream 1 (car '())))") == ("""
            (stream-cdr (cons-stream 1 (car '())))
            (stream-cdr (cons 1 (delay (car '()))))
            (car '())

            """, ";The object (), passed as the first argument to car, is not the correct type."))
    }

    /// `force` of a promise already forced reads the kept value (memo-proc):
    /// the second `force` waits for the first, then the expression is not
    /// reduced again, and the promise is drawn with its value.
    @Test func forceKeepsTheValueAsMemoProcDoes() throws {
        #expect(try Self.subst("", "(let ((p (delay (+ 1 2)))) (+ (force p) (force p)))").0 == """
            (let ((p (delay (+ 1 2)))) (+ (force p) (force p)))
            (+ (force (delay (+ 1 2))) (force (delay (+ 1 2))))
            (+ (+ 1 2) (force (delay (+ 1 2))))
            (+ 3 (force (delay 3)))
            (+ 3 3)
            6
            force: 2
            +: 2

            """)
    }

    /// A built-in stream procedure is a primitive: one step, its value
    /// computed by the interpreter (which forces the model's promises too).
    @Test func aBuiltInStreamProcedureIsOneStep() throws {
        #expect(try Self.subst(Self.integersFrom, "(stream-head (integers-from 1) 3)").0 == """
            (stream-head (integers-from 1) 3)
            (stream-head (cons 1 (delay (integers-from (+ 1 1)))) 3)
            (1 2 3)
            cons: 1
            stream-head: 1

            """)
    }

    // MARK: The book's figures

    @Test func figure13TheRecursiveFactorial() throws {
        #expect(try Self.subst(Self.recursiveFactorial, "(factorial 6)").0 == """
            (factorial 6)
            (* 6 (factorial 5))
            (* 6 (* 5 (factorial 4)))
            (* 6 (* 5 (* 4 (factorial 3))))
            (* 6 (* 5 (* 4 (* 3 (factorial 2)))))
            (* 6 (* 5 (* 4 (* 3 (* 2 (factorial 1))))))
            (* 6 (* 5 (* 4 (* 3 (* 2 1)))))
            (* 6 (* 5 (* 4 (* 3 2))))
            (* 6 (* 5 (* 4 6)))
            (* 6 (* 5 24))
            (* 6 120)
            720
            =: 6
            -: 5
            *: 5

            """)
    }

    @Test func figure14TheIterativeFactorial() throws {
        #expect(try Self.subst(Self.iterativeFactorial, "(factorial 6)").0 == """
            (factorial 6)
            (fact-iter 1 1 6)
            (fact-iter 1 2 6)
            (fact-iter 2 3 6)
            (fact-iter 6 4 6)
            (fact-iter 24 5 6)
            (fact-iter 120 6 6)
            (fact-iter 720 7 6)
            720
            >: 7
            *: 6
            +: 6

            """)
    }

    /// The example of `Substitution`'s doc comment.
    @Test func theDocCommentExample() throws {
        #expect(try Self.lines(Self.recursiveFactorial, "(factorial 3)") == [
            "(factorial 3)", "(* 3 (factorial 2))", "(* 3 (* 2 (factorial 1)))", "(* 3 (* 2 1))", "(* 3 2)", "6",
            "=: 3", "-: 2", "*: 2",
        ])
    }

    @Test func exercise19TheFirstPlusIsRecursive() throws {
        #expect(try Self.lines("(define (+ a b) (if (= a 0) b (inc (+ (dec a) b))))", "(+ 4 5)") == [
            "(+ 4 5)", "(inc (+ 3 5))", "(inc (inc (+ 2 5)))", "(inc (inc (inc (+ 1 5))))",
            "(inc (inc (inc (inc (+ 0 5)))))", "(inc (inc (inc (inc 5))))", "(inc (inc (inc 6)))",
            "(inc (inc 7))", "(inc 8)", "9", "=: 5", "dec: 4", "inc: 4",
        ])
    }

    @Test func exercise19TheSecondPlusIsIterative() throws {
        #expect(try Self.lines("(define (+ a b) (if (= a 0) b (+ (dec a) (inc b))))", "(+ 4 5)") == [
            "(+ 4 5)", "(+ 3 6)", "(+ 2 7)", "(+ 1 8)", "(+ 0 9)", "9", "=: 5", "dec: 4", "inc: 4",
        ])
    }

    @Test func exercise120ApplicativeOrderComputesRemainderFourTimes() throws {
        #expect(try Self.lines(Self.gcd, "(gcd 206 40)") == [
            "(gcd 206 40)", "(gcd 40 6)", "(gcd 6 4)", "(gcd 4 2)", "(gcd 2 0)", "2", "=: 5", "remainder: 4",
        ])
    }

    /// The book's answer to exercise 1.20: 18 remainders in normal order, 14 of them in the
    /// `(= b 0)` tests, each drawn so that they can be counted on the page (1 + 2 + 4 + 7),
    /// 4 in the value.
    @Test func exercise120NormalOrderComputesRemainderEighteenTimes() throws {
        let r1 = "(remainder 206 40)"
        let r2 = "(remainder 40 \(r1))"
        let r3 = "(remainder \(r1) \(r2))"
        let r4 = "(remainder \(r2) \(r3))"
        let r5 = "(remainder \(r3) \(r4))"
        #expect(try Self.lines(Self.gcd, "--normal --width 0 (gcd 206 40)") == [
            "(gcd 206 40)",
            "(if (= 40 0) 206 (gcd 40 \(r1)))",
            "(gcd 40 \(r1))",
            "(if (= \(r1) 0) 40 (gcd \(r1) \(r2)))",
            "(if (= 6 0) 40 (gcd \(r1) \(r2)))",
            "(gcd \(r1) \(r2))",
            "(if (= \(r2) 0) \(r1) (gcd \(r2) \(r3)))",
            "(if (= (remainder 40 6) 0) \(r1) (gcd \(r2) \(r3)))",
            "(if (= 4 0) \(r1) (gcd \(r2) \(r3)))",
            "(gcd \(r2) \(r3))",
            "(if (= \(r3) 0) \(r2) (gcd \(r3) \(r4)))",
            "(if (= (remainder 6 (remainder 40 6)) 0) \(r2) (gcd \(r3) \(r4)))",
            "(if (= (remainder 6 4) 0) \(r2) (gcd \(r3) \(r4)))",
            "(if (= 2 0) \(r2) (gcd \(r3) \(r4)))",
            "(gcd \(r3) \(r4))",
            "(if (= \(r4) 0) \(r3) (gcd \(r4) \(r5)))",
            "(if (= (remainder (remainder 40 6) (remainder 6 (remainder 40 6))) 0) \(r3) (gcd \(r4) \(r5)))",
            "(if (= (remainder 4 (remainder 6 4)) 0) \(r3) (gcd \(r4) \(r5)))",
            "(if (= (remainder 4 2) 0) \(r3) (gcd \(r4) \(r5)))",
            "(if (= 0 0) \(r3) (gcd \(r4) \(r5)))",
            r3,
            "(remainder 6 (remainder 40 6))",
            "(remainder 6 4)",
            "2",
            "=: 5",
            "remainder: 18 (14 in predicates, 4 elsewhere)",
        ])
    }

    @Test func exercise120NormalOrderAtEightyColumnsCutsBetweenTokens() throws {
        let lines = try Self.lines(Self.gcd, "--normal (gcd 206 40)")
        #expect(lines.count == 26)
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines[6] == "(if (= (remainder 40 (remainder 206 40 ... (remainder 40 (remainder 206 40)))))")
    }

    @Test func exercise15NormalOrderAnswersZero() throws {
        #expect(try Self.lines(Self.exercise15, "--normal (test 0 (p))") == ["(test 0 (p))", "(if (= 0 0) 0 (p))", "0", "=: 1"])
    }

    @Test func exercise15ApplicativeOrderNeverEnds() throws {
        #expect(try Self.subst(Self.exercise15, "(test 0 (p))") == ("""
            (test 0 (p))
            ;(p) reduces to (p) again: this evaluation never ends.

            """, nil))
    }

    @Test func aCycleThroughTwoProceduresIsSeen() throws {
        let (text, error) = try Self.subst("(define (f x) (g x)) (define (g x) (f x))", "(f 1)")
        #expect(text == "(f 1)\n(g 1)\n;(f 1) reduces to (f 1) again: this evaluation never ends.\n")
        #expect(error == nil)
    }

    @Test func randomMakesARepeatedCallNoCycle() throws {
        let (text, _) = try Self.subst(
            "(define (f) (if (< (random 100) 1) 'done (f)))", "(f)")
        #expect(text.hasSuffix("'done\n") || text.contains("random: "))
        #expect(!text.contains("never ends"))
    }

    static let section115 = """
        (define (square x) (* x x))
        (define (sum-of-squares x y) (+ (square x) (square y)))
        (define (f a) (sum-of-squares (+ a 1) (* a 2)))
        """

    /// SICP 1.1.5, applicative order, as the book prints it.
    @Test func section115ApplicativeOrder() throws {
        #expect(try Self.lines(Self.section115, "(f 5)") == [
            "(f 5)", "(sum-of-squares (+ 5 1) (* 5 2))", "(+ (square 6) (square 10))", "(+ (* 6 6) (* 10 10))",
            "(+ 36 100)", "136", "+: 2", "*: 3",
        ])
    }

    /// SICP 1.1.5, normal order: "fully expand and then reduce", `(+ 5 1)` computed twice.
    @Test func section115NormalOrder() throws {
        #expect(try Self.lines(Self.section115, "--normal (f 5)") == [
            "(f 5)", "(sum-of-squares (+ 5 1) (* 5 2))", "(+ (square (+ 5 1)) (square (* 5 2)))",
            "(+ (* (+ 5 1) (+ 5 1)) (* (* 5 2) (* 5 2)))", "(+ (* 6 6) (* 10 10))", "(+ 36 100)", "136",
            "+: 3", "*: 4",
        ])
    }

    /// Bodies substituted are drawn; the operands reduced before the next call are not.
    @Test func bodiesWithoutATestAreDrawnAsSubstituted() throws {
        let defs = "(define (double x) (+ x x)) (define (quad x) (double (double x)))"
        #expect(try Self.lines(defs, "(quad 3)") == [
            "(quad 3)", "(double (double 3))", "(double (+ 3 3))", "(+ 6 6)", "12", "+: 2",
        ])
    }

    // MARK: The learner's forms

    @Test func condLetAndLambda() throws {
        let defs = """
            (define (abs x) (cond ((> x 0) x) ((= x 0) 0) (else (- x))))
            (define (f x y) (let ((a (+ 1 (* x y))) (b (- 1 y))) (+ (* x (square a)) (* y b) (* a b))))
            (define (add n) (lambda (x) (+ x n)))
            """
        #expect(try Self.lines(defs, "(abs -3)") == [
            "(abs -3)", "(cond ((> -3 0) -3) ((= -3 0) 0) (else (- -3)))", "(cond ((= -3 0) 0) (else (- -3)))",
            "(- -3)", "3", ">: 1", "=: 1", "-: 1",
        ])
        #expect(try Self.lines(defs, "(f 1 2)") == [
            "(f 1 2)",
            "(let ((a (+ 1 (* 1 2))) (b (- 1 2))) (+ (* 1 (square a)) (* 2 b) (* a b)))",
            "(let ((a (+ 1 2)) (b -1)) (+ (* 1 (square a)) (* 2 b) (* a b)))",
            "(let ((a 3) (b -1)) (+ (* 1 (square a)) (* 2 b) (* a b)))",
            "(+ (* 1 (square 3)) (* 2 -1) (* 3 -1))",
            "(+ (* 1 9) -2 -3)", "(+ 9 -2 -3)", "4",
            "*: 4", "-: 1", "+: 2", "square: 1",
        ])
        #expect(try Self.lines(defs, "((add 4) 5)") == ["((add 4) 5)", "((lambda (x) (+ x 4)) 5)", "(+ 5 4)", "9", "+: 1"])
    }

    @Test func internalDefinitionsAreProceduresByName() throws {
        let defs = """
            (define (factorial n)
              (define (iter product counter)
                (if (> counter n) product (iter (* counter product) (+ counter 1))))
              (iter 1 1))
            """
        #expect(try Self.lines(defs, "(factorial 3)") == [
            "(factorial 3)", "(iter 1 1)", "(iter 1 2)", "(iter 2 3)", "(iter 6 4)", "6", ">: 4", "*: 3", "+: 3",
        ])
    }

    @Test func namedLetAndAKitProcedureTakingAProcedure() throws {
        let defs = "(define (cube x) (* x x x)) (define (count n) (let loop ((i 0)) (if (= i n) i (loop (+ i 1)))))"
        #expect(try Self.lines(defs, "(sum cube 1 inc 3)") == ["(sum cube 1 inc 3)", "36", "sum: 1"])
        #expect(try Self.lines(defs, "(sum (lambda (x) (* 2 x)) 1 inc 3)") == ["(sum (lambda (x) (* 2 x)) 1 inc 3)", "12", "sum: 1"])
        #expect(try Self.lines(defs, "(count 2)") == ["(count 2)", "(loop 0)", "(loop 1)", "(loop 2)", "2", "=: 3", "+: 2"])
    }

    @Test func aProcedureMadeByAnotherIsAPrimitiveShownByItsName() throws {
        let defs = "(define (make-adder n) (lambda (x) (+ x n))) (define add4 (make-adder 4))"
        #expect(try Self.lines(defs, "(add4 5)") == ["(add4 5)", "9", "add4: 1"])
    }

    @Test func aListValueIsQuotedInsideAndWrittenAlone() throws {
        #expect(try Self.lines("", "(map square (list 1 2))") == [
            "(map square (list 1 2))", "(map square '(1 2))", "(1 4)", "list: 1", "map: 1",
        ])
    }

    @Test func andOrBeginLetStar() throws {
        #expect(try Self.lines("", "(and (< 1 2) (or #f (> 1 2)) 3)") == [
            "(and (< 1 2) (or #f (> 1 2)) 3)", "(and (> 1 2) 3)", "#f", "<: 1", ">: 1",
        ])
        #expect(try Self.lines("", "(let* ((a 2) (b (* a a))) (begin (+ a b)))").suffix(3) == ["6", "*: 1", "+: 1"])
    }

    // MARK: Identity, forms alike, define

    /// Two `add`s made by two calls of `make-adder` are different procedures: drawn apart,
    /// with a key under the value.
    @Test func twoInternalProceduresOfOneNameAreDrawnApart() throws {
        let defs = "(define (make-adder n) (define (add x) (+ x n)) add) (define (apply-both f g x) (+ (f x) (g x)))"
        #expect(try Self.lines(defs, "(apply-both (make-adder 3) (make-adder 10) 1)") == [
            "(apply-both (make-adder 3) (make-adder 10) 1)", "(apply-both add add₂ 1)", "(+ (add 1) (add₂ 1))",
            "(+ (+ 1 3) (+ 1 10))", "(+ 4 11)", "15",
            "add = (lambda (x) (+ x 3))", "add₂ = (lambda (x) (+ x 10))", "+: 3",
        ])
        // The same procedure made twice is drawn alike, and needs no key.
        #expect(try Self.lines(defs, "(apply-both (make-adder 3) (make-adder 3) 1)") == [
            "(apply-both (make-adder 3) (make-adder 3) 1)", "(apply-both add add 1)", "(+ (add 1) (add 1))",
            "(+ (+ 1 3) (+ 1 3))", "(+ 4 4)", "8", "+: 3",
        ])
    }

    /// 1.1.8's block structure, called twice: each `sqrt`'s procedures drawn apart, and the
    /// key names the ones each calls as they are drawn.
    @Test func blockStructuredProceduresKeyTheirSiblings() throws {
        let defs = """
            (define (average a b) (/ (+ a b) 2))
            (define (sqrt x)
              (define (good-enough? guess) (< (abs (- (square guess) x)) 0.001))
              (define (improve guess) (average guess (/ x guess)))
              (define (sqrt-iter guess) (if (good-enough? guess) guess (sqrt-iter (improve guess))))
              (sqrt-iter 1.0))
            """
        let lines = try Self.lines(defs, "--steps 4 (+ (sqrt 4) (sqrt 9))")
        #expect(lines[1] == "(+ (sqrt-iter 1.0) (sqrt-iter₂ 1.0))")
        #expect(lines[5...10] == [
            "sqrt-iter = (lambda (guess) (if (good-enough? guess) guess (sqrt-iter (improve guess))))",
            "sqrt-iter₂ = (lambda (guess) (if (good-enough?₂ guess) guess (sqrt-iter₂ (improve₂ guess))))",
            "good-enough? = (lambda (guess) (< (abs (- (square guess) 4)) 0.001))",
            "good-enough?₂ = (lambda (guess) (< (abs (- (square guess) 9)) 0.001))",
            "improve = (lambda (guess) (average guess (/ 4 guess)))",
            "improve₂ = (lambda (guess) (average guess (/ 9 guess)))",
        ])
    }

    @Test func aTestCallingACompoundProcedureIsDrawnInCondAsInIf() throws {
        let defs = """
            (define (positive? x) (> x 0))
            (define (sign-cond x) (cond ((positive? x) 1) (else -1)))
            (define (sign-if x) (if (positive? x) 1 -1))
            """
        #expect(try Self.lines(defs, "(sign-cond 5)") == [
            "(sign-cond 5)", "(cond ((positive? 5) 1) (else -1))", "(cond ((> 5 0) 1) (else -1))", "1", ">: 1",
        ])
        #expect(try Self.lines(defs, "(sign-if 5)") == [
            "(sign-if 5)", "(if (positive? 5) 1 -1)", "(if (> 5 0) 1 -1)", "1", ">: 1",
        ])
    }

    @Test func defineDefines() throws {
        try Scheme.run { interp, _, _ in
            var lines: [String] = []
            try Substitution.run(try Scheme.datum("(define y (+ 2 3))"), in: interp) { lines.append($0) }
            #expect(lines == ["(define y (+ 2 3))", "(define y 5)", "y", "+: 1"])
            #expect(try interp.evaluate("(* y 2)").last.map(Printer.write) == "10")
            lines = []
            try Substitution.run(try Scheme.datum("(define (sq x) (* x x))"), in: interp) { lines.append($0) }
            #expect(lines == ["(define (sq x) (* x x))", "sq"])
            #expect(try interp.evaluate("(sq 7)").last.map(Printer.write) == "49")
        }
    }

    // MARK: Width

    @Test(arguments: [
        (0, "(+ 111111111 222222222 333333333 444444444 555555555 666666666)"),
        (30, "(+ 111111111 ... 666666666)"),
        (50, "(+ 111111111 222222222 ... 555555555 666666666)"),
    ])
    func widthCutsBetweenTokens(width: Int, first: String) throws {
        let lines = try Self.lines("", "--width \(width) (+ 111111111 222222222 333333333 444444444 555555555 666666666)")
        #expect(lines.first == first)
    }

    /// Repeated nesting is shortened only when the line would be cut.
    @Test func repeatedNestingIsCountedWhenTooWide() throws {
        let plus = "(define (+ a b) (if (= a 0) b (inc (+ (dec a) b))))"
        let narrow = try Self.lines(plus, "--width 30 (+ 7 5)")
        #expect(narrow[3] == "(inc (inc (inc (+ 4 5))))")
        #expect(narrow[4] == "(inc ×4 (+ 3 5))")
        #expect(narrow[8] == "(inc ×7 5)")
        let whole = try Self.lines(plus, "--width 0 (+ 7 5)")
        #expect(whole[8] == "(inc (inc (inc (inc (inc (inc (inc 5)))))))")
    }

    // MARK: Figure 1.4's table

    @Test func figure14AsATable() throws {
        #expect(try Self.lines(Self.iterativeFactorial, "--table (factorial 6)") == [
            "(factorial 6)",
            "product  counter  max-count",
            "      1        1          6",
            "      1        2          6",
            "      2        3          6",
            "      6        4          6",
            "     24        5          6",
            "    120        6          6",
            "    720        7          6",
            "720", ">: 7", "*: 6", "+: 6",
        ])
    }

    @Test func aRecursiveProcessHasNoTable() throws {
        #expect(try Self.lines(Self.recursiveFactorial, "--table (factorial 3)") == [
            "(factorial 3)",
            ";(factorial 2) is called with an operation waiting for its value: factorial makes a recursive process, and ,subst --table lays out the state variables of an iterative one",
        ])
    }

    // MARK: Hostile input

    @Test func aMillionStepsAreCountedAndElided() throws {
        let (text, error) = try Self.subst(
            "(define (loop n) (if (= n 0) 'done (loop (- n 1))))", "(loop 1000000)")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(error == nil)
        #expect(lines.count == 61 + 2)
        #expect(lines[0] == "(loop 1000000)")
        #expect(lines[29] == "(loop 999971)")
        #expect(lines[30] == "... 999 942 steps ...")
        #expect(lines[31] == "(loop 28)")
        #expect(lines[60] == "done")
        #expect(lines[61] == "=: 1000001")
        #expect(lines[62] == "-: 1000000")
    }

    @Test func theStepLimitIsAnOption() throws {
        let lines = try Self.lines(Self.iterativeFactorial, "--steps 4 (factorial 6)")
        #expect(lines == ["(factorial 6)", "(fact-iter 1 1 6)", "... 5 steps ...", "(fact-iter 720 7 6)", "720",
                          ">: 7", "*: 6", "+: 6"])
    }

    @Test func aDeepRecursionIsStepped() throws {
        let (text, error) = try Self.subst(
            "(define (count n) (if (= n 0) 0 (+ 1 (count (- n 1)))))", "(count 100000)")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(error == nil)
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines[30] == "... 199 942 steps ...")
        #expect(lines[29] == "(+ 1 ×29 (count 99971))")
        #expect(lines[31] == "(+ 1 ×29 99971)")
        #expect(lines.suffix(4) == ["100000", "=: 100001", "-: 100000", "+: 100000"])
    }

    @Test func aNestingPastTheLimitAborts() throws {
        let (text, error) = try Self.subst(
            "(define (count n) (if (= n 0) 0 (+ 1 (count (- n 1)))))", "(count 1000000)")
        #expect(error == ";Aborting!: maximum recursion depth exceeded")
        #expect(text.hasPrefix("(count 1000000)\n(+ 1 (count 999999))\n"))
    }

    @Test func anEndlessGrowingProcessStopsAtTheStepCap() throws {
        try Scheme.run { interp, _, _ in
            try interp.evaluate("(define (up n) (up (+ n 1)))")
            var lines: [String] = []
            #expect(throws: Substitution.Failure.tooManySteps(1000)) {
                try Substitution.run(try Scheme.datum("(up 0)"), in: interp,
                                     options: .init(lines: 4, maximumSteps: 1000)) { lines.append($0) }
            }
            // Each body, `(up (+ n 1))`, is drawn as substituted.
            #expect(lines == ["(up 0)", "(up (+ 0 1))", "... 498 steps ...", "(up (+ 499 1))", "(up 500)"])
        }
    }

    @Test func normalOrderGrowingWithoutEndIsStopped() throws {
        try Scheme.run { interp, _, _ in
            try interp.evaluate("(define (f x) (f (+ x 1)))")
            var lines: [String] = []
            #expect(throws: EvalError.recursionDepthExceeded) {
                try Substitution.run(try Scheme.datum("(f 0)"), in: interp, options: .init(order: .normal)) { lines.append($0) }
            }
            #expect(lines.count == 61)
            #expect(lines.allSatisfy { $0.count <= 80 })
        }
    }

    @Test func normalOrderDoublingIsDrawnInBoundedTime() throws {
        try Scheme.run { interp, _, _ in
            try interp.evaluate("(define (dbl x) (+ x x)) (define (g n x) (if (= n 0) x (g (- n 1) (dbl x))))")
            var lines: [String] = []
            #expect(throws: Substitution.Failure.tooManySteps(20_000)) {
                try Substitution.run(try Scheme.datum("(g 40 1)"), in: interp,
                                     options: .init(order: .normal, maximumSteps: 20_000)) { lines.append($0) }
            }
            #expect(lines.count == 61)
            #expect(lines.allSatisfy { $0.count <= 80 })
        }
    }

    @Test func aHugeBignumIsShownBySize() throws {
        let lines = try Self.lines("", "(* 3 (expt 2 1000000))")
        #expect(lines == ["(* 3 (expt 2 1000000))", "(* 3 #[integer of about 301 030 digits])",
                          "#[integer of about 301 031 digits]", "expt: 1", "*: 1"])
    }

    @Test func anErrorHalfWayIsShownAtItsStep() throws {
        let (text, error) = try Self.subst(
            "(define (f n) (if (= n 0) (/ 1 n) (* n (f (- n 1)))))", "(f 2)")
        #expect(text == "(f 2)\n(* 2 (f 1))\n(* 2 (* 1 (f 0)))\n(* 2 (* 1 (/ 1 0)))\n")
        #expect(error == ";Division by zero signalled by /.")
        let (text2, error2) = try Self.subst("", "(+ 1 (undefined-thing 2))")
        #expect(text2 == "(+ 1 (undefined-thing 2))\n")
        #expect(error2 == ";Unbound variable: undefined-thing")
    }

    @Test func aWideLineIsElidedInItsMiddle() throws {
        let (text, _) = try Self.subst("", "(+ 111111111 222222222 333333333 444444444)", columns: 30)
        #expect(text.split(separator: "\n").first == "(+ 111111111 ... 444444444)")
    }

    @Test func assignmentIsOutsideTheModel() throws {
        let (text, error) = try Self.subst("(define x 1)", "(begin (set! x 2) x)")
        #expect(text == "(begin (set! x 2) x)\n")
        #expect(error == ";set! is outside the substitution model (SICP 3.1.3): ,subst steps expressions without assignment")
    }

    @Test(arguments: ["", "(f 1) (f 2)", "--steps 1 (f 1)", "--steps (f 1)", "--frob (f 1)", "--width -1 (f 1)", "--width x (f 1)"])
    func badUsage(argument: String) throws {
        #expect(try Self.subst("", argument).1 == ";Usage: ,subst [--normal] EXPR")
    }

    @Test func aParseErrorIsReported() throws {
        #expect(try Self.subst("", "(f 1))").1?.contains("unexpected close parenthesis") == true)
    }

    @Test func interruptStopsIt() throws {
        try Scheme.run { interp, _, _ in
            try interp.evaluate("(define (up n) (up (+ n 1)))")
            interp.interrupt.request()
            #expect(throws: EvalError.interrupted) {
                try Substitution.run(try Scheme.datum("(up 0)"), in: interp) { _ in }
            }
        }
    }
}
