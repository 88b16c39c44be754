import Foundation
@testable import SICPProcess
import SICPScheme
import Testing

/// The orders of growth of SICP 1.2's processes, fitted from measurements
/// of the procedures in `Fixtures/sicp-1.2.scm`.
@Suite struct GrowthTests {
    /// A rough fit names how the last points grow, in a sentence whose verb
    /// agrees with its subject: "steps grow", "space grows" (the queens of
    /// 2.42 at n = 4 to 7, as measured at the prompt).
    @Test func aRoughFitSaysHowTheLastPointsGrow() {
        let rows = [(4, 607, 15), (5, 2187, 24), (6, 8895, 57), (7, 36291, 176)].map { n, steps, space in
            GrowthRow(n: .int(n), steps: steps, space: space, seconds: 0, value: .int(0))
        }
        let text = GrowthTable(rows: rows).render(showingTime: false)
        let lines = text.split(separator: "\n").filter { $0.hasPrefix("steps:") || $0.hasPrefix("space:") }
        #expect(lines == [
            "steps: exponential (~4.08ⁿ)",
            "space: exponential (~3.09ⁿ) (a rough fit: from n = 6 to 7, space grows as n^7.3)",
        ])
    }

    /// `,growth EXPR VAR n1 n2 ...` as it prints, the time column left out.
    static func growth(_ expression: String, _ variable: String, _ values: [Int]) throws -> String {
        try Scheme.run { interp, _, _ in
            try interp.evaluate(Fixture.text("sicp-1.2.scm"))
            let table = try GrowthTable.measure(
                interp, expression: Scheme.datum(expression), variable: variable, values: values.map { .int($0) })
            return table.render(showingTime: false)
        }
    }

    @Test func factorialByALinearRecursiveProcess() throws {
        #expect(try Self.growth("(fact n)", "n", [10, 20, 40, 80, 160]) == """
              n  steps  space
             10     10     10
             20     20     20
             40     40     40
             80     80     80
            160    160    160
            steps: Θ(n)
            space: Θ(n)
            process: linear recursive (fact waits for 1 call of itself per call)

            """)
    }

    @Test func factorialByALinearIterativeProcess() throws {
        #expect(try Self.growth("(factorial n)", "n", [10, 20, 40, 80, 160]) == """
              n  steps  space
             10     12      1
             20     22      1
             40     42      1
             80     82      1
            160    162      1
            steps: Θ(n)
            space: Θ(1)
            process: linear iterative (fact-iter calls itself in tail position only)

            """)
    }

    @Test func fibonacciByATreeRecursiveProcessGrowsAsPhiToTheN() throws {
        #expect(try Self.growth("(fib n)", "n", [5, 10, 15, 20, 25]) == """
             n   steps  space
             5      15      5
            10     177     10
            15    1973     15
            20   21891     20
            25  242785     25
            steps: exponential (~1.62ⁿ)
            space: Θ(n)
            process: tree recursive (fib waits for up to 2 calls of itself per call)

            """)
    }

    @Test func fibonacciByALinearIterativeProcess() throws {
        #expect(try Self.growth("(fib-iterative n)", "n", [5, 10, 15, 20, 25]) == """
             n  steps  space
             5      7      1
            10     12      1
            15     17      1
            20     22      1
            25     27      1
            steps: Θ(n)
            space: Θ(1)
            process: linear iterative (fib-iter calls itself in tail position only)

            """)
    }

    /// Θ(n⁵) in the end (exercise 1.14), but the measured range shows the
    /// exponent still rising: the fit says so instead of naming an order.
    @Test func countingChangeIsTreeRecursiveWithPolynomialSteps() throws {
        #expect(try Self.growth("(count-change n)", "n", [10, 20, 40, 80, 160]) == """
              n   steps  space
             10      62     15
             20     227     25
             40    1256     45
             80   10619     85
            160  139052    165
            steps: polynomial, ~n^3.7 from n = 80 to 160 and still rising (no single Θ(nᵏ) fits yet)
            space: Θ(n)
            process: tree recursive (cc waits for up to 2 calls of itself per call)

            """)
    }

    /// The fit's coefficients give its curve: exact data y = 3 + 2√n and
    /// y = 7 + 0.5n² come back exactly, and 2ⁿ as e^(n·log 2).
    @Test func fittedValues() throws {
        let ns: [Double] = [1, 4, 9, 16, 25, 100]
        let root = try #require(Growth.fit(ns.map { ($0, 3 + 2 * $0.squareRoot()) }))
        #expect(root.order == .squareRoot)
        #expect(abs(root.value(at: 400) - 43) < 1e-9)
        let square = try #require(Growth.fit(ns.map { ($0, 7 + 0.5 * $0 * $0) }))
        #expect(square.order == .polynomial(2))
        #expect(abs(square.value(at: 10) - 57) < 1e-6)
        let exponential = try #require(Growth.fit([5.0, 10, 15, 20].map { ($0, pow(2, $0)) }))
        #expect(exponential.order.isSameKind(as: .exponential(base: 2)))
        #expect(abs(exponential.value(at: 30) / pow(2, 30) - 1) < 1e-9)
    }

    /// Steps in the thousands fit as well as small ones: a learner's 1.28
    /// (Miller-Rabin, 5 trials inside `prime?`) takes 4,161 to 15,161 steps
    /// for n = 1009 to 10¹²; the fit once said Θ(1) because its test that the
    /// sums are not degenerate did not scale with them.
    @Test func largeStepCountsFitTheirOrder() throws {
        let points: [(n: Double, value: Double)] = [(1009, 4161), (1000003, 7561), (1000000007, 11961), (1000000000039, 15161)]
        #expect(try #require(Growth.fit(points)).order == .logarithmic)
        let scaled = try #require(Growth.fit(points.map { ($0.n, $0.value * 1000) }))
        #expect(scaled.order == .logarithmic)
        let roots = try #require(Growth.fit([1e4, 1e6, 1e8, 1e10].map { ($0, 50_000 + 400 * $0.squareRoot()) }))
        #expect(roots.order == .squareRoot)
    }

    /// SICP 1.2.6: trial division's steps grow as √n (63 to 20 001 calls
    /// over these primes, `divides?` counted), which no other order fits.
    @Test func trialDivisionIsSquareRoot() throws {
        let text = try Scheme.run { interp, _, _ in
            try interp.evaluate("""
                (define (smallest-divisor n) (find-divisor n 2))
                (define (find-divisor n test-divisor)
                  (cond ((> (square test-divisor) n) n)
                        ((divides? test-divisor n) test-divisor)
                        (else (find-divisor n (+ test-divisor 1)))))
                (define (divides? a b) (= (remainder b a) 0))
                (define (prime? n) (= n (smallest-divisor n)))
                """)
            let table = try GrowthTable.measure(
                interp, expression: Scheme.datum("(prime? n)"), variable: "n",
                values: [1009, 10007, 100003, 1000003, 10000019, 100000007].map { .int($0) })
            #expect(table.stepsFit?.order == .squareRoot)
            #expect(table.stepsFit?.confidence == "high")
            #expect(table.rows.first?.steps == 63 && table.rows.last?.steps == 20001)
            return table.render(showingTime: false)
        }
        #expect(text.hasSuffix("steps: Θ(√n)\nspace: Θ(1)\nprocess: iterative (find-divisor calls itself in tail position only), steps Θ(√n)\n"))
    }

    @Test func aNarrowRangeIsNotEnoughToTell() throws {
        let fit = try #require(Growth.fit([(10, 10), (11, 11), (12, 12)]))
        #expect(!fit.enoughRange)
        #expect(fit.confidence == "not enough range to tell")
        #expect(try Self.growth("(fact n)", "n", [10, 11, 12]) == """
             n  steps  space
            10     10     10
            11     11     11
            12     12     12
            steps: not enough range to tell (give values of n at least 4 times apart, e.g. 10 20 40 80)
            space: not enough range to tell (give values of n at least 4 times apart, e.g. 10 20 40 80)
            process: a linear recursion (fact waits for 1 call of itself per call)

            """)
    }

    @Test func fastExponentiationIsLogarithmic() throws {
        #expect(try Self.growth("(fast-expt 2 n)", "n", [10, 20, 40, 80, 160]) == """
              n  steps  space
             10      6      6
             20      7      7
             40      8      8
             80      9      9
            160     10     10
            steps: Θ(log n)
            space: Θ(log n)
            process: logarithmic recursive (fast-expt waits for 1 call of itself per call)

            """)
        // Powers of ten: the steps wobble with the binary digits of n.
        #expect(try Self.growth("(fast-expt 2 n)", "n", [10, 100, 1000, 10000, 100000]).hasSuffix("""
            steps: Θ(log n)
            space: Θ(log n)
            process: logarithmic recursive (fast-expt waits for 1 call of itself per call)

            """))
    }

    @Test(arguments: [
        ("(sum-integers 1 n)", "linear iterative"),
        ("(sum identity 1 inc n)", "linear iterative"),
        ("(sum-iterative identity 1 inc n)", "linear iterative"),
        ("(sum-recursive identity 1 inc n)", "linear recursive"),
        ("(accumulate + 0 identity 1 inc n)", "linear iterative"),
        ("(accumulate-iterative + 0 identity 1 inc n)", "linear iterative"),
        ("(accumulate-recursive + 0 identity 1 inc n)", "linear recursive"),
        ("(filtered-accumulate-recursive + 0 identity 1 inc n odd?)", "linear recursive"),
        ("(product-integers 1 n)", "linear iterative"),
    ])
    func theKitsProcedures(expression: String, process: String) throws {
        let text = try Self.growth(expression, "n", [10, 100, 1000, 10000])
        // The kit's procedure is the one that calls itself, as the book's does.
        let name = String(expression.dropFirst().prefix { $0 != " " })
        if process == "linear recursive" {
            #expect(text == """
                    n  steps  space
                   10     10     10
                  100    100    100
                 1000   1000   1000
                10000  10000  10000
                steps: Θ(n)
                space: Θ(n)
                process: linear recursive (\(name) waits for 1 call of itself per call)

                """)
        } else {
            #expect(text == """
                    n  steps  space
                   10     10      0
                  100    100      0
                 1000   1000      0
                10000  10000      0
                steps: Θ(n)
                space: Θ(1)
                process: linear iterative (\(name) calls itself in tail position only)

                """)
        }
    }

    @Test func pascalsTriangleNaiveIsExponential() throws {
        #expect(try Self.growth("(pascal (* 2 n) n)", "n", [2, 4, 6, 8, 10]) == """
             n   steps  space
             2       5      3
             4      69      7
             6     923     11
             8   12869     15
            10  184755     19
            steps: exponential (~3.79ⁿ)
            space: Θ(n)
            process: tree recursive (pascal waits for up to 2 calls of itself per call)

            """)
    }

    @Test func pascalsTriangleMemoizedIsPolynomial() throws {
        #expect(try Self.growth("(pascal-memoized (* 2 n) n)", "n", [5, 10, 20, 40]) == """
             n  steps  space
             5     42      9
            10    182     19
            20    762     39
            40   3122     79
            steps: Θ(n²)
            space: Θ(n)
            process: tree recursive (pascal-memo waits for up to 2 calls of itself per call)

            """)
    }

    @Test func theVariableGetsItsOldValueBack() throws {
        try Scheme.run { interp, _, _ in
            try interp.evaluate("(define n 'mine) (define (f k) k)")
            _ = try GrowthTable.measure(interp, expression: Scheme.datum("(f n)"), variable: "n", values: [.int(1), .int(2)])
            #expect(interp.lookup("n").map(Printer.write) == "mine")
            _ = try GrowthTable.measure(interp, expression: Scheme.datum("(f m)"), variable: "m", values: [.int(1)])
            #expect(interp.lookup("m") == nil)
        }
    }

    @Test func fewerThanThreeValuesAreTooFewToFit() throws {
        #expect(try Self.growth("(fact n)", "n", [10, 20]) == """
             n  steps  space
            10     10     10
            20     20     20
            (give at least three different values of n, all 1 or more, to fit an order of growth)

            """)
    }

    /// Three values of n, but the same one: still too few to fit.
    @Test func threeEqualValuesAreTooFewToFit() throws {
        #expect(try Self.growth("(fact n)", "n", [5, 5, 5]) == """
            n  steps  space
            5      5      5
            5      5      5
            5      5      5
            (give at least three different values of n, all 1 or more, to fit an order of growth)

            """)
    }

    // MARK: The fit on exact data

    static let ns: [Double] = [10, 20, 40, 80, 160, 320]

    static func values(_ order: GrowthOrder, _ n: Double) -> Double {
        switch order {
        case .constant: return 7
        case .logarithmic: return 3 * log2(n) + 1
        case .squareRoot: return 3 * n.squareRoot() + 2
        case .linear: return 2 * n + 5
        case .linearithmic: return n * log2(n)
        case .polynomial(2): return n * n / 2 + n
        case .polynomial(3): return n * n * n
        case .polynomial(4): return pow(n, 4) + 100
        case .polynomial(let k): return pow(n, Double(k)) / 120
        case .exponential(let base): return pow(base, n / 10)
        }
    }

    @Test(arguments: [
        GrowthOrder.constant, .logarithmic, .squareRoot, .linear, .linearithmic, .polynomial(2), .polynomial(3),
        .polynomial(4), .polynomial(5),
    ])
    func eachOrderIsRecognised(order: GrowthOrder) {
        #expect(Growth.fit(Self.ns.map { ($0, Self.values(order, $0)) })?.order == order)
    }

    @Test func anExponentialIsRecognisedWithItsBase() throws {
        let fit = try #require(Growth.fit([1.0, 2, 3, 4, 5, 6].map { ($0, pow(3, $0)) }))
        #expect(fit.order.name == "exponential (~3.00ⁿ)")
        #expect(fit.order.isSameKind(as: .exponential(base: 2)))
    }

    @Test func aFitNeedsThreeDistinctValuesOfAtLeastOne() {
        #expect(Growth.fit([(1, 1), (2, 2)]) == nil)
        #expect(Growth.fit([(1, 1), (1, 1), (2, 2)]) == nil)
        #expect(Growth.fit([(0, 1), (1, 1), (2, 2)]) == nil)
        #expect(Growth.fit([(1, 1), (2, 2), (3, 3)])?.order == .linear)
    }

    @Test(arguments: [
        (GrowthOrder.linear, GrowthOrder.linear, "linear recursive"),
        (.linear, .constant, "linear iterative"),
        (.exponential(base: 1.6), .linear, "tree recursive"),
        (.polynomial(5), .linear, "tree recursive"),
        (.logarithmic, .logarithmic, "logarithmic recursive"),
        (.logarithmic, .constant, "logarithmic iterative"),
        (.constant, .constant, "constant"),
        (.squareRoot, .constant, "iterative"),
        (.polynomial(2), .constant, "iterative"),
    ] as [(GrowthOrder, GrowthOrder, String)])
    func processesHaveSICPsNames(steps: GrowthOrder, space: GrowthOrder, name: String) {
        #expect(Growth.processName(steps: steps, space: space) == name)
    }

    @Test func aShapeSICPDoesNotNameHasNoName() {
        #expect(Growth.processName(steps: .constant, space: .linear) == nil)
        #expect(Growth.processName(steps: .linear, space: .logarithmic) == nil)
    }

    @Test func ordersHaveTheirUsualNames() {
        let names = [GrowthOrder.constant, .logarithmic, .linear, .linearithmic, .polynomial(2), .polynomial(3),
                     .polynomial(4), .polynomial(5)].map(\.name)
        #expect(names == ["Θ(1)", "Θ(log n)", "Θ(n)", "Θ(n log n)", "Θ(n²)", "Θ(n³)", "Θ(n⁴)", "Θ(n⁵)"])
    }
}

/// What `,growth` names, for the processes of SICP 1.2 over the ranges a
/// learner tries: the verdict lines under the table.
@Suite struct GrowthVerdictTests {
    /// The book's procedures that `Fixtures/sicp-1.2.scm` does not define.
    static let more = """
        (define (smallest-divisor n) (find-divisor n 2))
        (define (find-divisor n test-divisor)
          (cond ((> (square test-divisor) n) n)
                ((divides? test-divisor n) test-divisor)
                (else (find-divisor n (+ test-divisor 1)))))
        (define (divides? a b) (= (remainder b a) 0))
        (define (gcd a b) (if (= b 0) a (gcd b (remainder a b))))
        (define (cube x) (* x x x))
        (define (p x) (- (* 3 x) (* 4 (cube x))))
        (define (sine angle)
          (if (not (> (abs angle) 0.1))
              angle
              (p (sine (/ angle 3.0)))))
        """

    /// The lines after the table: `steps: ...`, `space: ...`, `process: ...`.
    static func verdict(_ expression: String, _ variable: String, _ values: [Int]) throws -> String {
        try Scheme.run { interp, _, _ in
            try interp.evaluate(Fixture.text("sicp-1.2.scm"))
            try interp.evaluate(more)
            let table = try GrowthTable.measure(
                interp, expression: Scheme.datum(expression), variable: variable, values: values.map { .int($0) })
            return table.render(showingTime: false).split(separator: "\n").suffix(3).joined(separator: "\n")
        }
    }

    static let fibonacciNumbers = [89, 987, 10946, 121393, 1346269, 14930352]

    @Test(arguments: [
        // fib, over the ranges of issue 21 and more: exponential, about φⁿ.
        ("(fib n)", "n", [10, 12, 14, 16, 18, 20], "steps: exponential (~1.62ⁿ)\nspace: Θ(n)\nprocess: tree recursive (fib waits for up to 2 calls of itself per call)"),
        ("(fib n)", "n", [1, 2, 4, 8, 16], "steps: exponential (~1.62ⁿ)\nspace: Θ(n)\nprocess: tree recursive (fib waits for up to 2 calls of itself per call)"),
        ("(fib n)", "n", Array(5...25), "steps: exponential (~1.62ⁿ)\nspace: Θ(n)\nprocess: tree recursive (fib waits for up to 2 calls of itself per call)"),
        ("(fib n)", "n", [5, 10, 15, 20, 25], "steps: exponential (~1.62ⁿ)\nspace: Θ(n)\nprocess: tree recursive (fib waits for up to 2 calls of itself per call)"),
        // Over small n the steps grow by 1.67 a step (15 to 25): what the data show.
        ("(fib n)", "n", [2, 3, 4, 5, 6], "steps: exponential (~1.67ⁿ)\nspace: Θ(n)\nprocess: tree recursive (fib waits for up to 2 calls of itself per call)"),
        ("(fib n)", "n", [16, 17, 18, 19, 20, 21, 22], "steps: exponential (~1.62ⁿ)\nspace: Θ(n)\nprocess: tree recursive (fib waits for up to 2 calls of itself per call)"),
        ("(fact n)", "n", [10, 20, 40, 80, 160], "steps: Θ(n)\nspace: Θ(n)\nprocess: linear recursive (fact waits for 1 call of itself per call)"),
        ("(fact n)", "n", [10, 12, 14, 16, 18, 20], "steps: Θ(n)\nspace: Θ(n)\nprocess: linear recursive (fact waits for 1 call of itself per call)"),
        ("(fact-iter 1 1 n)", "n", [10, 100, 1000, 10000], "steps: Θ(n)\nspace: Θ(1)\nprocess: linear iterative (fact-iter calls itself in tail position only)"),
        ("(fast-expt 2 n)", "n", [10, 100, 1000, 10000, 100000], "steps: Θ(log n)\nspace: Θ(log n)\nprocess: logarithmic recursive (fast-expt waits for 1 call of itself per call)"),
        ("(count-change n)", "n", [10, 20, 40, 80, 160],
         "steps: polynomial, ~n^3.7 from n = 80 to 160 and still rising (no single Θ(nᵏ) fits yet)\nspace: Θ(n)\nprocess: tree recursive (cc waits for up to 2 calls of itself per call)"),
        ("(smallest-divisor n)", "n", [101, 1009, 10007, 100003, 1000003], "steps: Θ(√n)\nspace: Θ(1)\nprocess: iterative (find-divisor calls itself in tail position only), steps Θ(√n)"),
        ("(gcd n (inexact->exact (round (/ n 1.618033988749895))))", "n", fibonacciNumbers,
         "steps: Θ(log n)\nspace: Θ(1)\nprocess: logarithmic iterative (gcd calls itself in tail position only)"),
        ("(sine a)", "a", [1, 10, 100, 1000, 10000, 100000], "steps: Θ(log a)\nspace: Θ(log a)\nprocess: logarithmic recursive (sine waits for 1 call of itself per call)"),
    ])
    func theOrderOfABookProcedure(expression: String, variable: String, values: [Int], expected: String) throws {
        #expect(try Self.verdict(expression, variable, values) == expected)
    }

    /// count-change over 10 to 20 cannot tell its polynomial steps (n^1.9
    /// there) from an exponential, nor its space, n + 5, from n log n.
    @Test func countChangeOverANarrowRangeIsNotEnough() throws {
        let text = try Self.verdict("(count-change n)", "n", [10, 12, 14, 16, 18, 20])
        #expect(text.hasPrefix("steps: not enough range to tell (give values of n at least 4 times apart, e.g. 10 20 40"))
        // The structure is observed, whatever the range: cc waits for two
        // calls of itself (the book's tree recursion).
        #expect(text.hasSuffix("process: tree recursive (cc waits for up to 2 calls of itself per call)"))
    }

    /// The advice: values 4 times apart or more, none estimated (by the
    /// fastest growth that fits the rows) to take more than 2 seconds.
    @Test func theAdviceSuggestsOnlyValuesThatFinish() {
        // 1 µs a step; steps that grow by 1.62 a step of n (fib): 2^1.5 s at n = 40 is too long.
        let fib = GrowthTable(rows: [10, 11, 12].map { n in
            let steps = Int(3 * pow(1.618, Double(n)))
            return GrowthRow(n: .int(n), steps: steps, space: n, seconds: Double(steps) * 1e-6, value: .int(0))
        })
        #expect(fib.advice() == "give values of n at least 4 times apart, e.g. 1 2 5 10 20 (larger values would take more than a few seconds, by the growth seen so far)")
        // Linear steps at 1 µs a step; over so short a range an exponential
        // fits as well, and it would pass 2 s at 1600.
        let linear = GrowthTable(rows: [100, 110, 120].map { n in
            GrowthRow(n: .int(n), steps: n, space: 1, seconds: Double(n) * 1e-6, value: .int(0))
        }, variable: "k")
        #expect(linear.advice() == "give values of k at least 4 times apart, e.g. 100 200 400 800")
        // Already 1.5 s at the largest: nothing 4 times apart can finish.
        let slow = GrowthTable(rows: [1, 2, 3].map { n in
            GrowthRow(n: .int(n), steps: 1000 * n, space: 1, seconds: 0.5 * Double(n), value: .int(0))
        })
        #expect(slow.advice() == "values of n at least 4 times apart would take more than a few seconds, by the growth seen so far")
    }

    /// An exponential is never called Θ(n⁴) or a polynomial, whatever the
    /// base and the start.
    @Test(arguments: [1.5, 1.62, 2.0, 3.0])
    func anExponentialIsExponentialOverAnyRange(base: Double) throws {
        for ns in [[10.0, 12, 14, 16, 18, 20], [1, 2, 4, 8, 16], [5, 10, 15, 20, 25], [3, 4, 5, 6, 7, 8]] {
            let points = ns.map { ($0, 3 * pow(base, $0) - 1) }
            let fit = try #require(Growth.fit(points))
            guard case .exponential(let b) = fit.order else {
                Issue.record("base \(base) over \(ns): \(fit.order.name)")
                continue
            }
            #expect(abs(b - base) <= 0.02 * base, "base \(base) over \(ns): \(b)")
            #expect(fit.enoughRange)
        }
    }

    /// Powers of n over short ranges are never taken for exponentials.
    @Test(arguments: [1, 2, 3, 4, 5])
    func aPowerIsNeverExponential(power: Int) throws {
        for ns in [[10.0, 12, 14, 16, 18, 20], [1, 2, 4, 8, 16], [5, 10, 15, 20, 25], [100, 200, 400, 800]] {
            let points = ns.map { n in (n, 2 * pow(n, Double(power)) + n) }
            let fit = try #require(Growth.fit(points))
            if case .exponential = fit.order { Issue.record("n^\(power) over \(ns): \(fit.order.name)") }
        }
    }
}

/// Rows that err, Ctrl-C, and the variable's own name.
extension GrowthVerdictTests {
    @Test func aRowThatErrsShowsItsErrorAndTheOthersStay() throws {
        let text = try Scheme.run { interp, _, _ in
            try interp.evaluate(Fixture.text("sicp-1.2.scm"))
            try interp.evaluate("(define (h n) (if (= n 30) (/ 1 0) (fact n)))")
            let table = try GrowthTable.measure(
                interp, expression: Scheme.datum("(h n)"), variable: "n", values: [10, 20, 30, 40, 80, 160].map { .int($0) })
            return table.render(showingTime: false)
        }
        #expect(text == """
              n  steps  space
             10     11     10
             20     21     20
             30  ;Division by zero signalled by /.
             40     41     40
             80     81     80
            160    161    160
            steps: Θ(n)
            space: Θ(n)
            process: linear recursive (fact waits for 1 call of itself per call)

            """)
    }

    @Test func ctrlCKeepsTheRowsMeasured() throws {
        let (table, steps) = try Scheme.run { interp, _, _ in
            try interp.evaluate(Fixture.text("sicp-1.2.scm"))
            var measured = 0
            let table = try GrowthTable.measure(
                interp, expression: Scheme.datum("(fact n)"), variable: "n", values: [10, 20, 40, 80].map { .int($0) }
            ) { _ in
                measured += 1
                if measured == 2 { interp.interrupt.request() }
            }
            interp.interrupt.clear()
            return (table, table.rows.map(\.steps))
        }
        #expect(table.interrupted)
        #expect(steps == [10, 20])
        #expect(table.render(showingTime: false) == " n  steps  space\n10     10     10\n20     20     20\n")
    }

    @Test func theTableSaysTheVariablesOwnName() throws {
        let text = try Scheme.run { interp, _, _ in
            try interp.evaluate(Self.more)
            let table = try GrowthTable.measure(
                interp, expression: Scheme.datum("(sine a)"), variable: "a", values: [1, 10, 100, 1000].map { .int($0) })
            return table.render(showingTime: false)
        }
        #expect(text == """
               a  steps  space
               1     10      4
              10     16      6
             100     22      8
            1000     28     10
            steps: Θ(log a)
            space: Θ(log a)
            process: logarithmic recursive (sine waits for 1 call of itself per call)

            """)
    }
}

extension GrowthVerdictTests {
    /// A row past half a second shows its calls so far on a line of its
    /// own, rewritten in place, and erases it when done; a quick row shows
    /// nothing.
    @Test(.disabled(if: Sanitizer.isOn, "depends on how long a row takes"))
    func aLongRowShowsItsProgress() throws {
        var shown: [String] = []
        _ = try Scheme.run { interp, _, _ in
            try interp.evaluate(Fixture.text("sicp-1.2.scm"))
            return try GrowthTable.measure(
                interp, expression: Scheme.datum("(fib n)"), variable: "n", values: [.int(5), .int(28)],
                progress: { shown.append($0) })
        }
        #expect(shown.count >= 2)
        #expect(shown.dropLast().allSatisfy { $0.hasPrefix("\r\u{1B}[Kn = 28: ") && $0.hasSuffix(" calls so far") })
        #expect(shown.last == "\r\u{1B}[K")
    }
}
