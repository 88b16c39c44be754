import Foundation
@testable import SICPProcess
import SICPScheme
import Testing

/// The plots of `,growth`: the small one in the terminal (exact text: steps
/// and space are counts, the same from run to run) and the SVG picture.
@Suite struct GrowthPlotTests {
    static func table(_ expression: String, _ values: [Int]) throws -> GrowthTable {
        try Scheme.run { interp, _, _ in
            try interp.evaluate(Fixture.text("sicp-1.2.scm"))
            return try GrowthTable.measure(
                interp, expression: Scheme.datum(expression), variable: "n", values: values.map { .int($0) })
        }
    }

    /// A linear recursive process, n doubling: a power of n, so log-log
    /// axes, on which Θ(n) is a straight line; steps and space fall on the
    /// same points (◉, named in the legend).
    @Test func theFactorialsPlot() throws {
        #expect(GrowthPlot.text(try Self.table("(fact n)", [10, 20, 40, 80, 160])) == """
            ● steps   ○ space   ◉ both   · fitted   (log n, log y)
             160 ┤                                               ··◉
                 │                                         ······
                 │                                    ·◉···
                 │                              ······
                 │                         ◉····
                 │                    ·····
                 │              ······
                 │         ···◉·
                 │   ······
              10 ┤◉··
                 └┬───────────┬────────────┬───────────┬───────────┬ n
                  10         20           40          80          160

            """)
    }

    /// fib's steps are exponential: a log scale for the values against a
    /// linear n, on which bⁿ is a straight line.
    @Test func fibsPlotHasALogScale() throws {
        #expect(GrowthPlot.text(try Self.table("(fib n)", [5, 10, 15, 20]), variable: "k") == """
            ● steps   ○ space   · fitted   (log y)
             21891 ┤                                              ···●
                   │                                        ······
                   │                                  ······
                   │                           ······●
                   │                     ······
                   │               ·●····
                   │        ·······
                   │  ······
                   │●·        ······○················○···············○
                 5 ┤○·········
                   └┬───────────────┬────────────────┬───────────────┬ k
                    5              10               15              20

            """)
    }

    /// Trial division's steps are Θ(√n): the fitted √n curve is drawn
    /// through them (n and the steps on log scales), the constant space
    /// flat along the bottom.
    @Test func squareRootFitIsDrawn() throws {
        let table = try Scheme.run { interp, _, _ in
            try interp.evaluate("""
                (define (smallest-divisor n) (find-divisor n 2))
                (define (find-divisor n test-divisor)
                  (cond ((> (square test-divisor) n) n)
                        ((divides? test-divisor n) test-divisor)
                        (else (find-divisor n (+ test-divisor 1)))))
                (define (divides? a b) (= (remainder b a) 0))
                (define (prime? n) (= n (smallest-divisor n)))
                """)
            return try GrowthTable.measure(
                interp, expression: Scheme.datum("(prime? n)"), variable: "n",
                values: [1009, 10007, 100003, 1000003].map { .int($0) })
        }
        #expect(table.stepsFit?.order == .squareRoot)
        #expect(GrowthPlot.text(table) == """
            ● steps   ○ space   · fitted   (log n, log y)
             2001 ┤                                            ·····●
                  │                                  ··········
                  │                        ·········●
                  │              ··●·······
                  │   ···········
                  │●··
                  │
                  │
                  │
                3 ┤○···············○················○···············○
                  └┬───────────────┬────────────────┬───────────────┬ n
                   1009          10007           100003          1000003

            """)
    }

    /// Two points: no fit, so no curve and linear axes; one point: no plot.
    @Test func fewPoints() throws {
        #expect(GrowthPlot.text(try Self.table("(fact n)", [1, 3])) == """
            ● steps   ○ space   ◉ both
             3 ┤                                                 ◉
               │
               │
               │
               │
               │
               │◉
               │
               │
             0 ┤
               └┬────────────────────────────────────────────────┬ n
                1                                                3

            """)
        #expect(GrowthPlot.text(try Self.table("(fact n)", [4])) == nil)
    }

    /// The SVG is well-formed XML with one root, and holds every measured
    /// value as a point, a fitted curve per quantity, a title and a legend.
    @Test func theSVGHoldsTheSeries() throws {
        let table = try Self.table("(fib n)", [5, 10, 15, 20])
        let elements = try XML.parse(try #require(GrowthPlot.svg(table, expression: "(fib n)")))
        let titles = elements.filter { $0.name == "title" }.map(\.text)
        var expected: [String] = []
        for row in table.rows { expected.append("steps at n = \(Printer.write(row.n)): \(row.steps)") }
        for row in table.rows { expected.append("space at n = \(Printer.write(row.n)): \(row.space)") }
        #expect(titles == expected)
        #expect(titles.contains("steps at n = 20: 21891"))
        #expect(elements.filter { $0.name == "polyline" }.count == 2)
        let texts = elements.filter { $0.name == "text" }.map(\.text)
        #expect(texts.contains("(fib n): steps and space against n"))
        #expect(texts.contains("fit: exponential (~1.62ⁿ)"))
        #expect(texts.contains("fit: Θ(n)"))
        #expect(texts.contains("steps, space (log scale)"))
        // Log scale: the decades are the ticks.
        for tick in ["10", "100", "1000", "10000"] { #expect(texts.contains(tick)) }
    }

    /// `,growth ... --svg FILE` writes the picture; the expression's `<`
    /// is escaped.
    @Test func theCommandWritesTheSVG() throws {
        let path = NSTemporaryDirectory() + "sicp-growth-\(getpid()).svg"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = try ProcessCommandsTests.run("growth", "(if (< n 0) 0 (fact n)) n 10 20 40 --svg \(path)")
        #expect(text.contains("process: linear recursive (fact waits for 1 call of itself per call)\n● steps   ○ space   ◉ both   · fitted   (log n, log y)\n"))
        #expect(text.hasSuffix("\nsvg: \(path)\n"))
        let elements = try XML.parse(String(contentsOfFile: path, encoding: .utf8))
        #expect(elements.filter { $0.name == "text" }.map(\.text).contains("(if (< n 0) 0 (fact n)): steps and space against n"))
        // The points, the legend's two marks, and its mark for the points where both coincide.
        #expect(elements.filter { $0.name == "circle" && $0.attributes["cx"] != nil }.count == 3 + 3 + 2 + 2)
        #expect(elements.filter { $0.name == "text" }.map(\.text).contains("both at the same point"))
    }

    /// A long expression's title and a long fit's legend stay inside the
    /// picture: the title shortened with an ellipsis, the legend wrapped.
    @Test func longTitlesAndLegendsStayInThePicture() throws {
        let table = try Self.table("(count-change n)", [10, 20, 40, 80, 160])
        let expression = "(count-change (+ n (* 0 (quote a-very-long-expression-that-goes-on-and-on-and-on))))"
        let elements = try XML.parse(try #require(GrowthPlot.svg(table, expression: expression)))
        let texts = elements.filter { $0.name == "text" }
        let title = try #require(texts.first?.text)
        #expect(title == "(count-change (+ n (*…s-on-and-on-and-on)))): steps and space against n")
        #expect(title.count == 71)
        // 11-pixel legend text from x = 536 to the right edge (720): 26 characters.
        let legend = texts.filter { $0.attributes["x"] == "536" }.map(\.text)
        #expect(legend == ["steps", "fit: polynomial, ~n^3.7", "from n = 80 to 160 and", "still rising (no single", "Θ(nᵏ) fits yet)", "space", "fit: Θ(n)"])
        #expect(legend.allSatisfy { $0.count <= 26 })
    }

    @Test(arguments: ["(fact n) n 1 2 3 --svg", "(fact n) n 1 2 3 --svg 4", "(fact n) n 1 2 3 --nodes 4"])
    func badSVGOptions(argument: String) {
        #expect(throws: ProcessCommands.UsageError(usage: ",growth EXPR VAR n1 n2 ... [--svg FILE]")) {
            try ProcessCommandsTests.run("growth", argument)
        }
    }
}

/// Hostile values of n: no trap, no endless loop.
extension GrowthPlotTests {
    @Test func extremeValuesOfNArePlottedOrRefused() throws {
        let huge = try Self.table("(+ n 1)", [])
        #expect(GrowthPlot.text(huge) == nil)
        let rows = [-1e308, 0, 1e308].map { GrowthRow(n: .real($0), steps: 1, space: 1, seconds: 0, value: .int(0)) }
        #expect(GrowthPlot.text(GrowthTable(rows: rows)) == nil)
        #expect(GrowthPlot.svg(GrowthTable(rows: rows), expression: "x") == nil)
        let close = [1e16, 1e16 + 2, 1e16 + 4].map { GrowthRow(n: .real($0), steps: 3, space: 1, seconds: 0, value: .int(0)) }
        let svg = try #require(GrowthPlot.svg(GrowthTable(rows: close), expression: "x"))
        #expect(try XML.parse(svg).filter { $0.name == "title" }.count == 6)
        #expect(GrowthPlot.text(GrowthTable(rows: close))?.hasPrefix("● steps   ○ space") == true)
    }
}
