import Testing
@testable import SICPScheme

/// Leaf procedures (`LeafProcedures.swift`): a body that makes no call and
/// reads only its own parameters runs in one frame its code keeps. Calls of
/// them give exactly what the general call path gives.
@Suite struct LeafProcedureTests {
    /// Which bodies are leaves, compiled as a learner writes them.
    @Test(arguments: [
        ("(define (inc n) (+ n 1))", true),
        ("(define (identity x) x)", true),
        ("(define (cube x) (* x x x))", true),
        ("(define (square x) (* x x))", true),
        ("(define (pick a b) (if (> a b) a b))", true),
        ("(define (between? a x b) (and (<= a x) (<= x b)))", true),
        ("(define (scaled x) (* x factor))", true),  // a global: read from its cell
        ("(define (k x) 42)", true),
        ("(define (thunk) 42)", false),  // no parameter: no slot to mark the frame busy
        ("(define (sq x) (square x))", false),  // a call
        ("(define (half x) (/ x 2))", false),  // `/` is a call
        ("(define (f x . rest) x)", false),
        ("(define (f x) (define y (* x 2)) y)", false),
        ("(define (f x) (lambda (y) x))", false),
        ("(define (f x) (set! x 1) x)", false),
        ("(define (f x) (let ((y x)) y))", false),
    ])
    func leavesAreTheBodiesThatMakeNoCall(definition: String, isLeaf: Bool) throws {
        let scheme = Interp(output: OutputPort())
        try scheme.evaluate(definition)
        let name = try #require(Reader.names(in: definition).first)
        guard case .closure(let c)? = scheme.lookup(name) else { Issue.record("not a procedure"); return }
        #expect((c.code.leafFrame != nil) == isLeaf)
    }

    @Test func anInnerLambdaOverAnOuterVariableIsNoLeaf() throws {
        // `(lambda (y) (+ x y))` reads `x` from the frame outside it.
        let scheme = Interp(output: OutputPort())
        let values = try scheme.evaluate("(define (adder x) (lambda (y) (+ x y))) (adder 1)")
        guard case .closure(let c) = try #require(values.last) else { Issue.record("not a procedure"); return }
        #expect(c.code.leafFrame == nil)
        let inner = try scheme.evaluate("(lambda (y) (* y y))")
        guard case .closure(let square) = try #require(inner.first) else { Issue.record("not a procedure"); return }
        #expect(square.code.leafFrame != nil)
    }

    @Test(arguments: [
        ("(define (inc n) (+ n 1)) (list (inc 1) (inc 1.5) (inc 1/2) (inc 9223372036854775807))",
         "(2 2.5 3/2 9223372036854775808)"),
        ("(define (cube x) (* x x x)) (define (inc n) (+ n 1)) (sum cube 1 inc 10)", "3025"),
        ("(define (identity x) x) (define (inc n) (+ n 1)) (sum identity 1 inc 100)", "5050"),
        ("(define (f x) x) (list (f 'a) (f \"s\") (f '(1 2)) (eq? (f f) f))", "(a \"s\" (1 2) #t)"),
        ("(define (pick a b) (if (> a b) a b)) (list (pick 1 2) (pick 3 2) (pick 1.5 1))", "(2 3 1.5)"),
        // A leaf called in tail position answers at once.
        ("(define (inc n) (+ n 1)) (define (g n) (inc n)) (g 41)", "42"),
        // Nested calls of the same leaf: each argument is evaluated first.
        ("(define (sq x) (* x x)) (sq (sq (sq 2)))", "256"),
        ("(define (add a b) (+ a b)) (add (add 1 2) (add 3 4))", "10"),
        // A global the body reads is read at each call.
        ("(define factor 2) (define (scaled x) (* x factor)) (define a (scaled 5)) (set! factor 3) (list a (scaled 5))",
         "(10 15)"),
    ])
    func callsAnswerAsBefore(source: String, expected: String) throws {
        #expect(try Scheme.eval(source) == expected)
    }

    @Test func anErrorInALeafLeavesItsFrameFree() throws {
        let scheme = Interp(output: OutputPort())
        try scheme.evaluate("(define (inc n) (+ n 1))")
        #expect(throws: EvalError.self) { try scheme.evaluate("(inc 'a)") }
        #expect(Scheme.error("(define (inc n) (+ n 1)) (inc 'a)")
            == ";The object a, passed as the first argument to integer-add, is not the correct type.")
        #expect(try scheme.evaluate("(inc 1)").map(Printer.write) == ["2"])
        #expect(Scheme.error("(define (sq x) (* x x)) (sq 1 2)")
            == ";The procedure #[compound-procedure 12 sq] has been called with 2 arguments; it requires exactly 1 argument.")
    }

    @Test func aRedefinedOperatorThatCallsTheLeafBackGetsAFrameOfItsOwn() throws {
        // `f`'s body was compiled with the built-in `+` inline; redefined, the
        // call of `+` runs the program's `+`, which calls `f` while the first
        // call still needs its `x`.
        #expect(try Scheme.eval("""
            (define (f x) (* (+ x 0) x))
            (define (+ a b) (if (= a 3) (f 7) (- a (- 0 b))))
            (f 3)
            """) == "147")
        // In tail position the program's operator is a tail call.
        #expect(try Scheme.eval("""
            (define (g x) (+ x 1))
            (define (+ a b) (list 'plus a b))
            (g 5)
            """) == "(plus 5 1)")
    }

    @Test func traceStillSeesEveryCallOfALeaf() throws {
        let port = OutputPort()
        let scheme = Interp(output: port)
        let values = try scheme.evaluate("(define (inc n) (+ n 1)) (define (twice n) (inc (inc n))) (twice 1)")
        #expect(values.last.map(Printer.write) == "3")
        let observer = CountingObserver()
        scheme.observer = observer
        _ = try scheme.evaluate("(twice 1)")
        scheme.observer = nil
        #expect(observer.entered == ["twice", "inc", "inc"])
    }

    /// One-parameter leaves computed without their frame (`LeafShape`).
    @Test(arguments: [
        ("(define (identity x) x)", "parameter"),
        ("(define (inc n) (+ n 1))", "operation"),
        ("(define (dec n) (- n 1))", "operation"),
        ("(define (double n) (* n 2))", "operation"),
        ("(define (zero? n) (= n 0))", "general"),  // a comparison
        ("(define (first a b) a)", "general"),  // two parameters
        ("(define (one-more n) (+ 1 n))", "general"),  // the constant first
        ("(define (square x) (* x x))", "general"),
    ])
    func simpleLeavesHaveAShape(definition: String, shape: String) throws {
        let scheme = Interp(output: OutputPort())
        try scheme.evaluate(definition)
        let name = try #require(Reader.names(in: definition).first)
        guard case .closure(let c)? = scheme.lookup(name) else { Issue.record("not a procedure"); return }
        switch c.code.leafShape {
        case .general: #expect(shape == "general")
        case .parameter: #expect(shape == "parameter")
        case .operation: #expect(shape == "operation")
        }
    }

    @Test(arguments: [
        ("(define (identity x) x) (list (identity 5) (identity 'a) (identity \"s\") (identity 1.5) (identity '(1)))",
         "(5 a \"s\" 1.5 (1))"),
        // Past a small integer, and on other numbers, the body runs as usual.
        ("(define (inc n) (+ n 1)) (list (inc 41) (inc 9223372036854775807) (inc -9223372036854775808) (inc 0.5) (inc 1/3))",
         "(42 9223372036854775808 -9223372036854775807 1.5 4/3)"),
        ("(define (double n) (* n 2)) (list (double 21) (double 4611686018427387904) (double 2.5))",
         "(42 9223372036854775808 5.0)"),
        ("(define (dec n) (- n 1)) (dec -9223372036854775808)", "-9223372036854775809"),
        // A redefined operator is called, even after the procedure was made.
        ("(define (inc n) (+ n 1)) (define a (inc 1)) (define (+ x y) (list 'plus x y)) (list a (inc 1))",
         "(2 (plus 1 1))"),
        // Errors are the body's own.
        ("(define (inc n) (+ n 1)) (inc 'a)",
         "error: ;The object a, passed as the first argument to integer-add, is not the correct type."),
        ("(define (identity x) x) (identity 1 2)",
         "error: ;The procedure #[compound-procedure 12 identity] has been called with 2 arguments; it requires exactly 1 argument."),
        // The kit's sum with Scheme term and next.
        ("(define (identity x) x) (define (inc n) (+ n 1)) (list (sum identity 1 inc 10) (product identity 1 inc 10))",
         "(55 3628800)"),
    ])
    func shapedLeavesAnswerAsTheirBodies(source: String, expected: String) {
        #expect(ControlStackTests.run(source, budget: nil) == (expected.hasPrefix("error: ") ? expected : "=> " + expected))
        #expect(ControlStackTests.run(source, budget: 0) == (expected.hasPrefix("error: ") ? expected : "=> " + expected))
    }

    @Test func aShapedLeafCallCountsAsAPendingCall() throws {
        let scheme = Interp(output: OutputPort())
        try scheme.evaluate("(define (identity x) x) (define (inc n) (+ n 1)) (define (f n) (+ (inc (identity n)) 0))")
        #expect(try scheme.evaluate("(f 1)").map(Printer.write) == ["2"])
        #expect(scheme.peakDepth == 2)
        #expect(scheme.depth == 0)
    }

    @Test func theCallCountsAsAPendingCall() throws {
        let scheme = Interp(output: OutputPort())
        try scheme.evaluate("(define (inc n) (+ n 1)) (define (f n) (+ (inc n) 0))")
        _ = try scheme.evaluate("(f 1)")
        #expect(scheme.peakDepth == 2)
        #expect(scheme.depth == 0)
    }
}

/// Records the names of the procedures entered.
final class CountingObserver: CallObserver {
    var entered: [String] = []
    func enter(_ procedure: Closure, arguments: [Value], depth: Int, tail: Bool) throws {
        entered.append(procedure.name ?? "?")
    }
    func leave(_ procedure: Closure, value: Value, depth: Int) {}
}

extension Reader {
    /// The names the `define`s of `text` define (for the tests above).
    static func names(in text: String) -> [String] {
        var reader = Reader(text)
        var names: [String] = []
        while let datum = try? reader.read() {
            guard case .pair(let p) = datum, case .pair(let rest) = p.cdr else { continue }
            var target = rest.car
            while case .pair(let header) = target { target = header.car }
            if case .symbol(let s) = target { names.append(s.name) }
        }
        return names
    }
}
