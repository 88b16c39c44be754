import SICPProcess
import SICPScheme
import Testing

/// `,stats` and `,growth` on streams: a forced promise is a step (its
/// delayed expression runs as a procedure named `force`, a kit stream counts
/// one step of its own procedure per element), and a promise already forced
/// costs nothing.
@Suite struct StreamStatisticsTests {
    static let integersFrom = "(define (integers-from n) (cons-stream n (integers-from (+ n 1))))"

    func measure(_ definitions: String, _ expression: String) throws -> Measurement {
        try Scheme.run { interp, _, _ in
            try interp.evaluate(definitions)
            return try Statistics.measure(interp, expression)
        }
    }

    @Test(arguments: [10, 100, 1000])
    func eachForcedPromiseIsAStep(n: Int) throws {
        let m = try measure(Self.integersFrom, "(stream-ref (integers-from 1) \(n))")
        #expect(Printer.write(m.value) == String(n + 1))
        #expect(m.steps == 2 * n + 1)
        #expect(m.space == 1)
        #expect(m.calls.map(\.name) == ["integers-from", "force"])
        #expect(m.calls.map(\.count) == [n + 1, n])
    }

    @Test func aKitStreamCountsOneStepPerElementItComputes() throws {
        let m = try measure("", "(stream-ref (integers-starting-from 0) 10)")
        #expect(Printer.write(m.value) == "10")
        #expect(m.steps == 10)
        #expect(m.calls.map(\.name) == ["integers-starting-from"])
    }

    @Test func aMemoizedStreamCostsNothingTheSecondTime() throws {
        let definitions = Self.integersFrom + " (define s (integers-from 1)) (stream-ref s 50)"
        let m = try measure(definitions, "(stream-ref s 50)")
        #expect(Printer.write(m.value) == "51")
        #expect(m.steps == 0)
    }

    @Test func theBooksFibsMakeOneAdditionPerElement() throws {
        let definitions = """
            (define fibs (cons-stream 0 (cons-stream 1 (add-streams (stream-cdr fibs) fibs))))
            """
        let m = try measure(definitions, "(stream-ref fibs 30)")
        #expect(Printer.write(m.value) == "832040")
        // Two delayed expressions (the book's cons-streams: elements 1 and 2,
        // the first of add-streams's stream), then 28 elements add-streams
        // computes as its stream is forced.
        #expect(m.calls.map(\.name) == ["add-streams", "force"])
        #expect(m.calls.map(\.count) == [28, 2])
        #expect(m.steps == 30)
    }
}
