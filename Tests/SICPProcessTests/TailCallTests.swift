import Foundation
@testable import SICPProcess
import SICPScheme
import Testing

/// Pointing at the call that keeps a frame: tail positions through every
/// form a learner writes, with the call's line and column.
@Suite struct TailCallTests {
    static func finding(_ source: String, _ name: String) -> String? {
        TailCalls(source: source)?.firstNonTailCall(of: name)?.sentence
    }

    @Test func aRecursiveSumWaitsInPlus() {
        #expect(Self.finding("""
            (define (sum term a next b)
              (if (> a b)
                  0
                  (+ (term a)
                     (sum term (next a) next b))))
            """, "sum") == "line 5, column 10: `(sum term (next a) next b)` is an argument of `+`, so `+` waits for it and every call keeps a frame")
    }

    @Test(arguments: [
        // named let
        "(define (sum term a next b)\n  (let loop ((k a) (acc 0))\n    (if (> k b) acc (loop (next k) (+ acc (term k))))))",
        // internal define, cond
        "(define (sum term a next b)\n  (define (iter a r) (cond ((> a b) r) (else (iter (next a) (+ r (term a))))))\n  (iter a 0))",
        // do
        "(define (sum term a next b)\n  (do ((k a (next k)) (r 0 (+ r (term k)))) ((> k b) r)))",
        // and/or/when/begin in tail position
        "(define (f n) (or (< n 1) (begin (display n) (when #t (f (- n 1))))))",
    ])
    func iterativeStylesHaveNoWaitingCall(source: String) {
        let name = source.hasPrefix("(define (f") ? "f" : "sum"
        #expect(Self.finding(source, name) == nil)
    }

    @Test func aLoopsCallInsideALetBindingWaits() {
        #expect(Self.finding("""
            (define (count n)
              (let loop ((k n))
                (if (= k 0) 0
                    (let ((rest (loop (- k 1))))
                      (+ rest 1)))))
            """, "count") == "line 4, column 21: `(loop (- k 1))` is the value of a `let` binding, so the `let` waits for it and every call keeps a frame")
    }

    @Test func aCallInTheValueOfDefineValuesWaits() {
        #expect(Self.finding("(define (f n)\n  (define-values (q) (f (- n 1)))\n  q)", "f")
            == "line 2, column 22: `(f (- n 1))` is the value of a definition, so the definition waits for it and every call keeps a frame")
        #expect(Self.finding("(define (f n)\n  (let*-values (((q) (f (- n 1)))) q))", "f")
            == "line 2, column 22: `(f (- n 1))` is the value of a `let*-values` binding, so the `let*-values` waits for it and every call keeps a frame")
        // The formals are not a body to walk: only the expression is.
        #expect(Self.finding("(define (f n)\n  (define-values (f n) (values 1 2))\n  (if (= n 0) 0 (g (- n 1))))", "f") == nil)
    }

    @Test func aCallInATestWaits() {
        #expect(Self.finding("(define (g n)\n  (if (g (- n 1)) 1 2))", "g")
            == "line 2, column 7: `(g (- n 1))` is the test of an `if`, so the `if` waits for it and every call keeps a frame")
    }
}

/// The proof that `,shape` is never wrong about the book: every procedure
/// SICP 1.1-1.3 defines (`Fixtures/book/`), and every procedure of the
/// learners' files that an exercise measures the shape of, is explained by
/// `,shape` and measured by `,growth`; a recursive process is one whose
/// space grows, an iterative one (or one without a loop) one whose space
/// stays constant.
@Suite struct ShapeAgainstGrowthTests {
    enum Kind: String { case recursive, iterative, noLoop = "no loop" }

    /// A procedure of the book, how to measure it, and what `,shape` must say.
    struct Experiment: CustomStringConvertible, Sendable {
        let session: String
        let name: String
        let expression: String
        let values: [Int]
        let kind: Kind
        var description: String { "\(session): \(name)" }
    }

    static func experiment(_ session: String, _ name: String, _ expression: String, _ values: [Int], _ kind: Kind) -> Experiment {
        Experiment(session: session, name: name, expression: expression, values: values, kind: kind)
    }

    static let small = [1, 2, 4, 8, 16, 32]
    static let wide = [10, 100, 1000, 10_000]
    static let primes = [101, 1009, 10_007, 100_003, 1_000_003]

    /// Every procedure the book's code (sections 1.1 to 1.3, and the code the
    /// exercises of 1.2 give) defines.
    static let book: [Experiment] = [
        experiment("1.1.4", "square", "(square n)", wide, .noLoop),
        experiment("1.1.4", "sum-of-squares", "(sum-of-squares n n)", wide, .noLoop),
        experiment("1.1.4", "f", "(f n)", wide, .noLoop),
        experiment("1.1.6", "abs", "(abs (- n))", wide, .noLoop),
        experiment("1.1.6", "abs2", "(abs2 (- n))", wide, .noLoop),
        experiment("1.1.6", "abs3", "(abs3 (- n))", wide, .noLoop),
        experiment("1.1.6", ">=", "(>= n 5)", wide, .noLoop),
        experiment("1.1.6", ">=2", "(>=2 n 5)", wide, .noLoop),
        experiment("1.1.7", "square", "(square n)", wide, .noLoop),
        experiment("1.1.7", "sqrt-iter", "(sqrt-iter 1.0 n)", wide, .iterative),
        experiment("1.1.7", "improve", "(improve 1.0 n)", wide, .noLoop),
        experiment("1.1.7", "average", "(average 1 n)", wide, .noLoop),
        experiment("1.1.7", "good-enough?", "(good-enough? 1.0 n)", wide, .noLoop),
        experiment("1.1.7", "sqrt", "(sqrt n)", wide, .iterative),
        experiment("1.1.8", "square", "(square n)", wide, .noLoop),
        experiment("1.1.8", "double", "(double n)", wide, .noLoop),
        experiment("1.1.8", "square2", "(square2 n)", wide, .noLoop),
        experiment("1.1.8", "average", "(average 1 n)", wide, .noLoop),
        experiment("1.1.8", "sqrt", "(sqrt n)", wide, .iterative),
        experiment("1.1.8", "sqrt2", "(sqrt2 n)", wide, .iterative),
        experiment("1.2.1", "factorial", "(factorial n)", wide, .recursive),
        experiment("1.2.1", "factorial2", "(factorial2 n)", wide, .iterative),
        experiment("1.2.1", "fact-iter", "(fact-iter 1 1 n)", wide, .iterative),
        experiment("1.2.1", "factorial3", "(factorial3 n)", wide, .iterative),
        experiment("exercise 1.9", "plus", "(plus n 5)", wide, .recursive),
        experiment("exercise 1.9", "plus2", "(plus2 n 5)", wide, .iterative),
        experiment("exercise 1.10", "A", "(A 1 n)", [1, 2, 4, 8, 16], .recursive),
        experiment("exercise 1.10", "f", "(f n)", wide, .noLoop),
        experiment("exercise 1.10", "g", "(g n)", [1, 2, 4, 8, 16], .recursive),
        experiment("exercise 1.10", "h", "(h n)", [1, 2, 3, 4], .recursive),
        experiment("exercise 1.10", "k", "(k n)", wide, .noLoop),
        experiment("1.2.2", "fib", "(fib n)", [2, 4, 8, 16], .recursive),
        experiment("1.2.2", "fib2", "(fib2 n)", wide, .iterative),
        experiment("1.2.2", "fib-iter", "(fib-iter 1 0 n)", wide, .iterative),
        experiment("1.2.2", "count-change", "(count-change n)", [10, 20, 40, 80], .recursive),
        experiment("1.2.2", "cc", "(cc n 3)", [10, 20, 40, 80], .recursive),
        experiment("1.2.2", "first-denomination", "(first-denomination n)", [1, 2, 3, 4, 5], .noLoop),
        experiment("exercise 1.15", "cube", "(cube n)", wide, .noLoop),
        experiment("exercise 1.15", "p", "(p n)", wide, .noLoop),
        experiment("exercise 1.15", "sine", "(sine n)", wide, .recursive),
        experiment("1.2.4", "expt", "(expt 2 n)", wide, .recursive),
        experiment("1.2.4", "expt2", "(expt2 2 n)", wide, .iterative),
        experiment("1.2.4", "expt-iter", "(expt-iter 2 n 1)", wide, .iterative),
        experiment("1.2.4", "fast-expt", "(fast-expt 2 n)", [16, 256, 4096, 65536], .recursive),
        experiment("1.2.4", "even?", "(even? n)", wide, .noLoop),
        experiment("1.2.5", "gcd", "(gcd n (- n 1))", wide, .iterative),
        experiment("1.2.6", "square", "(square n)", wide, .noLoop),
        experiment("1.2.6", "smallest-divisor", "(smallest-divisor n)", primes, .iterative),
        experiment("1.2.6", "find-divisor", "(find-divisor n 2)", primes, .iterative),
        experiment("1.2.6", "divides?", "(divides? 2 n)", wide, .noLoop),
        experiment("1.2.6", "prime?", "(prime? n)", primes, .iterative),
        experiment("1.2.6", "expmod", "(expmod 2 n n)", [16, 256, 4096, 65536], .recursive),
        experiment("1.2.6", "fermat-test", "(fermat-test n)", [17, 257, 4099, 65537], .recursive),
        experiment("1.2.6", "fast-prime?", "(fast-prime? n 3)", [17, 257, 4099, 65537], .recursive),
        experiment("exercise 1.22", "square", "(square n)", wide, .noLoop),
        experiment("exercise 1.22", "smallest-divisor", "(smallest-divisor n)", primes, .iterative),
        experiment("exercise 1.22", "find-divisor", "(find-divisor n 2)", primes, .iterative),
        experiment("exercise 1.22", "divides?", "(divides? 2 n)", wide, .noLoop),
        experiment("exercise 1.22", "prime?", "(prime? n)", primes, .iterative),
        experiment("exercise 1.22", "timed-prime-test", "(timed-prime-test n)", primes, .iterative),
        experiment("exercise 1.22", "start-prime-test", "(start-prime-test n 0)", primes, .iterative),
        experiment("exercise 1.22", "report-prime", "(report-prime n)", wide, .noLoop),
        experiment("exercise 1.26", "expmod", "(expmod 2 n n)", [16, 64, 256, 1024], .recursive),
        experiment("1.3.1", "cube", "(cube n)", wide, .noLoop),
        experiment("1.3.1", "sum-integers", "(sum-integers 1 n)", wide, .recursive),
        experiment("1.3.1", "sum-cubes", "(sum-cubes 1 n)", wide, .recursive),
        experiment("1.3.1", "pi-sum", "(pi-sum 1 n)", wide, .recursive),
        experiment("1.3.1 with sum", "cube", "(cube n)", wide, .noLoop),
        experiment("1.3.1 with sum", "sum", "(sum cube 1 inc n)", wide, .recursive),
        experiment("1.3.1 with sum", "inc", "(inc n)", wide, .noLoop),
        experiment("1.3.1 with sum", "sum-cubes", "(sum-cubes 1 n)", wide, .recursive),
        experiment("1.3.1 with sum", "identity", "(identity n)", wide, .noLoop),
        experiment("1.3.1 with sum", "sum-integers", "(sum-integers 1 n)", wide, .recursive),
        experiment("1.3.1 with sum", "pi-sum", "(pi-sum 1 n)", wide, .recursive),
        experiment("1.3.1 with sum", "integral", "(integral cube 0 1 (/ 1.0 n))", wide, .recursive),
        experiment("1.3.2", "sum", "(sum square 1 inc n)", wide, .recursive),
        experiment("1.3.2", "pi-sum", "(pi-sum 1 n)", wide, .recursive),
        experiment("1.3.2", "integral", "(integral cube 0 1 (/ 1.0 n))", wide, .recursive),
        experiment("1.3.2", "plus4", "(plus4 n)", wide, .noLoop),
        experiment("1.3.2", "f", "(f n 2)", wide, .noLoop),
        experiment("1.3.2", "f2", "(f2 n 2)", wide, .noLoop),
        experiment("1.3.2", "f3", "(f3 n 2)", wide, .noLoop),
        experiment("1.3.2", "f4", "(f4 n 2)", wide, .noLoop),
        experiment("1.3.3", "average", "(average 1 n)", wide, .noLoop),
        experiment("1.3.3", "search", "(search (lambda (x) (- x n 0.5)) 0.0 (* 2.0 n))", wide, .iterative),
        experiment("1.3.3", "close-enough?", "(close-enough? 1 n)", wide, .noLoop),
        experiment("1.3.3", "half-interval-method", "(half-interval-method (lambda (x) (- x n 0.5)) 0.0 (* 2.0 n))", wide, .iterative),
        experiment("1.3.3", "fixed-point", "(fixed-point (lambda (y) (average y (/ n y))) 1.0)", wide, .iterative),
        experiment("1.3.3", "sqrt", "(sqrt n)", wide, .iterative),
        experiment("1.3.4", "average", "(average 1 n)", wide, .noLoop),
        experiment("1.3.4", "fixed-point", "(fixed-point (lambda (y) (average y (/ n y))) 1.0)", wide, .iterative),
        experiment("1.3.4", "average-damp", "((average-damp square) n)", wide, .noLoop),
        experiment("1.3.4", "sqrt", "(sqrt n)", wide, .iterative),
        experiment("1.3.4", "cube-root", "(cube-root n)", wide, .iterative),
        experiment("1.3.4", "deriv", "((deriv cube) n)", wide, .noLoop),
        experiment("1.3.4", "cube", "(cube n)", wide, .noLoop),
        experiment("1.3.4", "newton-transform", "((newton-transform cube) n)", wide, .noLoop),
        experiment("1.3.4", "newtons-method", "(newtons-method (lambda (y) (- (square y) n)) 1.0)", wide, .iterative),
        experiment("1.3.4", "sqrt2", "(sqrt2 n)", wide, .iterative),
        experiment("1.3.4", "fixed-point-of-transform", "(fixed-point-of-transform (lambda (y) (/ n y)) average-damp 1.0)", wide, .iterative),
        experiment("1.3.4", "sqrt3", "(sqrt3 n)", wide, .iterative),
        experiment("1.3.4", "sqrt4", "(sqrt4 n)", wide, .iterative),
    ]

    /// The sessions of the fixture files, by name.
    static func sessions() throws -> [String: String] {
        var sessions: [String: String] = [:]
        for file in ["book/section-1.1.scm", "book/section-1.2.scm", "book/section-1.3.scm"] {
            let text = try Fixture.text(file)
            for part in text.split(separator: ";;;; session ").dropFirst() {
                let title = String(part.prefix { $0 != "\n" })
                sessions[title] = String(part.drop { $0 != "\n" })
            }
        }
        return sessions
    }

    /// The kind `,shape` names in its sentence.
    static func kind(_ sentence: String) -> Kind? {
        if sentence.hasSuffix(": a recursive process\n") { return .recursive }
        if sentence.contains(": an iterative process") { return .iterative }
        if sentence.contains("its space stays constant") { return .noLoop }
        return nil
    }

    @Test func everyProcedureOfTheBookIsInTheTable() throws {
        let sessions = try Self.sessions()
        #expect(sessions.count == 19)
        var defined: [String] = []
        for (title, source) in sessions.sorted(by: { $0.key < $1.key }) {
            var reader = Reader(source)
            while let form = try reader.read() {
                if let (name, _, _) = TailCalls.procedureDefinition(form) { defined.append(title + ": " + name) }
            }
        }
        #expect(defined.sorted() == Self.book.map(\.description).sorted())
        #expect(Self.book.count == 102)
    }

    @Test(arguments: book)
    func shapeAgreesWithTheMeasuredSpace(_ experiment: Experiment) throws {
        let source = try #require(Self.sessions()[experiment.session])
        let (said, space) = try Scheme.run { interp, tracer, port -> (String, GrowthFit?) in
            try interp.evaluate(source)
            let said = try ProcessCommands.shape(experiment.name, interp: interp, entries: [source])
            var reader = Reader(experiment.expression)
            let table = try GrowthTable.measure(interp, expression: try reader.read()!, variable: "n",
                                                values: experiment.values.map { .int($0) })
            return (said, table.spaceFit)
        }
        #expect(Self.kind(said) == experiment.kind, "\(said)")
        let fit = try #require(space)
        #expect(fit.enoughRange)
        #expect((fit.order == .constant) == (experiment.kind != .recursive), "space \(fit.order.name); \(said)")
    }
}
