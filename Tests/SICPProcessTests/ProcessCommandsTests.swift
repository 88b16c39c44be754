import SICPProcess
import SICPScheme
import Testing

/// `,trace`, `,time`, `,stats` and `,growth` as the REPL runs them.
@Suite struct ProcessCommandsTests {
    /// What the command prints (values as the REPL prints them), with the
    /// SICP 1.2 examples loaded.
    static func run(_ name: String, _ argument: String) throws -> String {
        try Scheme.run { interp, tracer, port in
            try interp.evaluate(Fixture.text("sicp-1.2.scm"))
            port.clear()
            try ProcessCommands.run(
                name, argument: argument, interp: interp, tracer: tracer,
                printValue: { port.freshLine(); port.write(Printer.write($0) + "\n") },
                printText: { port.write($0) })
            return port.collected
        }
    }

    @Test func traceShowsEveryCompoundCallThenTheValue() throws {
        #expect(try Self.run("trace", "(factorial 3)") == """
            |(factorial 3)
            |(fact-iter 1 1 3)
            |(fact-iter 1 2 3)
            |(fact-iter 2 3 3)
            |(fact-iter 6 4 3)
            |6
            6

            """)
        #expect(try Self.run("trace", "(+ (fact 2) 1)") == """
            |(fact 2)
            | (fact 1)
            | 1
            |2
            3

            """)
    }

    @Test func statsShowsTheValueThenStepsSpaceAndCalls() throws {
        #expect(try Self.run("stats", "(factorial 5)") == """
            120
            steps: 7
            space: 1
            calls: fact-iter 6, factorial 1
            recursion: fact-iter calls itself in tail position only (5 turns)

            """)
        let change = try Self.run("stats", "(count-change 11)")
        #expect(change == """
            4
            steps: 83
            space: 16
            calls: cc 55, first-denomination 27, count-change 1
            recursion: cc waits for up to 2 calls of itself per call, 16 pending at most

            """)
        #expect(try Self.run("stats", "(+ 1 2)") == """
            3
            steps: 0
            space: 0

            """)
    }

    @Test func timeShowsTheValueThenTheTime() throws {
        let text = try Self.run("time", "(fib 15)")
        #expect(text.withoutTimes == "610\ntime: …\n")
    }

    @Test func growthShowsTheTableAndTheFits() throws {
        let text = try Self.run("growth", "(fact n) n 10 20 40")
        #expect(text.withoutTimeColumn == """
             n  steps  space
            10     10     10
            20     20     20
            40     40     40
            steps: Θ(n)
            space: Θ(n)
            process: linear recursive (fact waits for 1 call of itself per call)
            ● steps   ○ space   ◉ both   · fitted   (log n, log y)
             40 ┤                                               ··◉
                │                                         ······
                │                                    ·····
                │                              ······
                │                         ·····
                │                    ····◉
                │              ······
                │         ·····
                │   ······
             10 ┤◉··
                └┬───────────────────────┬────────────────────────┬ n
                 10                     20                       40

            """)
    }

    @Test(arguments: [
        ("time", "", ",time EXPR"), ("time", "1 2", ",time EXPR"), ("stats", "(fact", ",stats EXPR"),
        ("trace", "", ",trace EXPR"), ("growth", "(fact n) n", ",growth EXPR VAR n1 n2 ..."),
        ("growth", "(fact n) 5 1 2 3", ",growth EXPR VAR n1 n2 ..."), ("growth", "(fact n) n 1 two 3", ",growth EXPR VAR n1 n2 ..."),
    ])
    func wrongArgumentsShowTheUsage(name: String, argument: String, usage: String) {
        #expect(throws: ProcessCommands.UsageError(usage: usage)) { try Self.run(name, argument) }
    }

    /// `,check` is the checker's (`SICPChecker`, a module above this one):
    /// without it, the command says so.
    @Test func checkWithoutTheCheckerIsAUsageError() {
        #expect(throws: ProcessCommands.UsageError(usage: ",check is not available here")) { try Self.run("check", "1.30") }
    }

    @Test func anErrorInTheExpressionIsThrown() {
        #expect(throws: EvalError.unboundVariable("nope")) { try Self.run("stats", "(nope 1)") }
        #expect(throws: EvalError.unboundVariable("nope")) { try Self.run("growth", "(nope n) n 1 2 3") }
    }
}


/// `,shape NAME`: the process a session's procedure generates, from its source.
extension ProcessCommandsTests {
    static func shape(_ definitions: String, _ argument: String) throws -> String {
        try Scheme.run { interp, tracer, port in
            try interp.evaluate(definitions)
            port.clear()
            try ProcessCommands.run(
                "shape", argument: argument, interp: interp, tracer: tracer,
                printValue: { port.write(Printer.write($0) + "\n") }, printText: { port.write($0) },
                entries: [definitions])
            return port.collected
        }
    }

    @Test func shapeNamesTheCallThatIsNotATailCall() throws {
        #expect(try Self.shape("(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))", " fact ") == """
            line 1, column 37: `(fact (- n 1))` is an argument of `*`, so `*` waits for it and every call keeps a frame: a recursive process

            """)
        #expect(try Self.shape("(define (g n) (define (loop i) (if (= i 0) 0 (+ 1 (loop (- i 1))))) (loop n))", "g") == """
            line 1, column 51: `(loop (- i 1))` is an argument of `+`, so `+` waits for it and every call keeps a frame: a recursive process

            """)
    }

    /// The source of a procedure that uses a macro does not show the calls
    /// the expansion makes: `,shape` says so and claims nothing.
    @Test func shapeClaimsNothingForAProcedureUsingAMacro() throws {
        let myIf = "(define-syntax my-if (syntax-rules () ((_ c a b) (cond (c a) (else b)))))"
        #expect(try Self.shape("\(myIf) (define (fact n) (my-if (= n 0) 1 (* n (fact (- n 1)))))", "fact") == """
            `fact` uses the macro `my-if`: its source does not show the calls the macro's expansion makes, so ,shape cannot tell its process

            """)
        #expect(try Self.shape("\(myIf) (define (g n) (my-if (= n 0) 0 (g (- n 1)))) (define (f n) (g n))", "f") == """
            `g` uses the macro `my-if`: its source does not show the calls the macro's expansion makes, so ,shape cannot tell its process

            """)
    }

    @Test func shapeCallsTailCallsIterative() throws {
        #expect(try Self.shape("(define (f n acc) (if (= n 0) acc (f (- n 1) (* n acc))))", "f")
            == "every call `f` makes to itself is in tail position: an iterative process\n")
        #expect(try Self.shape("(define h (lambda (n) (let loop ((i n)) (if (= i 0) 'done (loop (- i 1))))))", "h")
            == "`h` does not call itself; every call its named `let` `loop` makes to itself is in tail position: an iterative process\n")
    }

    /// A non-tail call to a helper that returns keeps a frame only for a
    /// moment: the block-structured `sqrt` of SICP 1.1.8 is iterative.
    @Test func aHelperInATestDoesNotMakeTheProcessRecursive() throws {
        #expect(try Self.shape("""
            (define (sqrt x)
              (define (good-enough? guess) (< (abs (- (square guess) x)) 0.001))
              (define (improve guess) (average guess (/ x guess)))
              (define (sqrt-iter guess)
                (if (good-enough? guess) guess (sqrt-iter (improve guess))))
              (sqrt-iter 1.0))
            (define (average x y) (/ (+ x y) 2))
            """, "sqrt") == "`sqrt` does not call itself; every call its internal procedure `sqrt-iter` makes to itself is in tail position: an iterative process\n")
        #expect(try Self.shape("(define (sum-sq n) (let iter ((i 1) (acc 0)) (if (> i n) acc (iter (+ i 1) (+ acc (sq i))))))\n(define (sq x) (* x x))", "sum-sq")
            == "`sum-sq` does not call itself; every call its named `let` `iter` makes to itself is in tail position: an iterative process\n")
        #expect(try Self.shape("(define (average x y) (/ (+ x y) 2))", "average")
            == "`average` never calls itself, and neither does anything it calls (it calls `/` and `+`): no call waits for another of its own, so its space stays constant\n")
    }

    /// Recursion through another procedure, through mutual recursion, and
    /// a procedure that delegates to a loop.
    @Test func theProcessOfWhatAProcedureCalls() throws {
        #expect(try Self.shape("(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))\n(define (g n) (+ 1 (fact n)))", "g") == """
            `g` calls `fact`; in `fact`, line 1, column 37: `(fact (- n 1))` is an argument of `*`, so `*` waits for it and every call keeps a frame: a recursive process

            """)
        #expect(try Self.shape("(define (ev? n) (if (= n 0) #t (od? (- n 1))))\n(define (od? n) (if (= n 0) #f (ev? (- n 1))))", "ev?")
            == "every call among `ev?` and `od?` is in tail position: an iterative process\n")
        #expect(try Self.shape("(define (ev? n) (if (= n 0) #t (not (od? (- n 1)))))\n(define (od? n) (if (= n 0) #f (ev? (- n 1))))", "od?")
            == "`od?` calls `ev?`; in `ev?`, line 1, column 37: `(od? (- n 1))` is an argument of `not`, so `not` waits for it and every call keeps a frame: a recursive process\n")
        #expect(try Self.shape("(define (f-iter a n) (if (= n 0) a (f-iter (* a 2) (- n 1))))\n(define (f n) (f-iter 1 n))", "f")
            == "`f` does not call itself; it calls `f-iter`, and every call `f-iter` makes to itself is in tail position: an iterative process\n")
    }

    @Test func shapeOfWhatIsNotACompoundProcedure() throws {
        #expect(try Self.shape("", "car") == "car is not a compound procedure: ,shape explains a procedure defined in this session\n")
        #expect(try Self.shape("(define x 3)", "x") == "x is not a compound procedure: ,shape explains a procedure defined in this session\n")
        #expect(try Self.shape("", "nope") == ";Unbound variable: nope\n")
        #expect(throws: ProcessCommands.UsageError(usage: ",shape NAME")) { try Self.shape("", "") }
        #expect(throws: ProcessCommands.UsageError(usage: ",shape NAME")) { try Self.shape("", "(f 1)") }
    }
}
