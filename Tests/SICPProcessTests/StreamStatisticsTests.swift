import SICPProcess
import SICPScheme
import Testing

/// `,stats` and `,growth` on streams: a forced promise is a step (its
/// delayed expression runs as a procedure named `force`, a kit stream counts
/// one step of its own procedure per element), a promise already forced
/// costs nothing, and the kit's stream procedures count the calls the
/// book's versions make (3.5.1's `stream-ref`: a call per element it passes).
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
        // integers-from n + 1 times, the book's stream-ref n + 1 times (it
        // calls itself in tail position), a force per element passed.
        #expect(m.steps == 3 * n + 2)
        // stream-ref's frame, and the delayed expression it forces.
        #expect(m.space == 2)
        #expect(m.calls.map(\.name) == ["integers-from", "stream-ref", "force"])
        #expect(m.calls.map(\.count) == [n + 1, n + 1, n])
    }

    @Test func aKitStreamCountsOneStepPerElementItComputes() throws {
        let m = try measure("", "(stream-ref (integers-starting-from 0) 10)")
        #expect(Printer.write(m.value) == "10")
        // As the book's integers-starting-from and stream-ref: 11 calls of
        // each and 10 forced rests, each a force of the delayed
        // `(integers-starting-from (+ n 1))`.
        #expect(m.steps == 32)
        #expect(m.calls.map(\.name) == ["integers-starting-from", "stream-ref", "force"])
        #expect(m.calls.map(\.count) == [11, 11, 10])
    }

    @Test func aMemoizedStreamCostsNothingTheSecondTime() throws {
        let definitions = Self.integersFrom + " (define s (integers-from 1)) (stream-ref s 50)"
        let m = try measure(definitions, "(stream-ref s 50)")
        #expect(Printer.write(m.value) == "51")
        // Only the book's stream-ref walking the stream (51 calls): no
        // promise is forced again, no integers-from called.
        #expect(m.steps == 51)
        #expect(m.calls.map(\.name) == ["stream-ref"])
    }

    @Test func theBooksFibsMakeOneAdditionPerElement() throws {
        let definitions = """
            (define fibs (cons-stream 0 (cons-stream 1 (add-streams (stream-cdr fibs) fibs))))
            """
        let m = try measure(definitions, "(stream-ref fibs 30)")
        #expect(Printer.write(m.value) == "832040")
        // What the book's memoized process does (counted in MIT Scheme with
        // the book's add-streams and stream-map): stream-ref's 31 calls;
        // add-streams called once; stream-map once per element it makes
        // (elements 2 to 30: 29, one addition each, 3.57's n - 1); 30
        // forced rests, each once: the two cons-streams of fibs, then 28
        // of stream-map's `(apply stream-map ...)`.
        #expect(m.calls.map(\.name) == ["stream-ref", "force", "stream-map", "add-streams"])
        #expect(m.calls.map(\.count) == [31, 30, 29, 1])
        #expect(m.steps == 91)
    }
}
