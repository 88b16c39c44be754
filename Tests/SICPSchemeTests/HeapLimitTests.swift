@testable import SICPScheme
import SICP
import Testing

/// The heap bound's parts that do not need a process of their own (the
/// bound itself is the process's: `BoundsTests` in SICPCommandTests runs
/// the built `sicp` with a small limit).
@Suite struct HeapLimitTests {
    static let sizes: [(String, Int?)] = [
        ("1073741824", 1 << 30), ("512M", 512 << 20), ("512MiB", 512 << 20), ("512mb", 512 << 20),
        ("1G", 1 << 30), ("2gib", 2 << 30), ("800k", 800 << 10), ("64KiB", 64 << 10), ("1t", 1 << 40),
        ("0", 0), ("none", 0), ("NONE", 0), ("100b", 100),
        ("", nil), ("M", nil), ("1.5G", nil), ("-1G", nil), ("12 M", nil), ("1X", nil),
        ("99999999999999999999G", nil), ("9000000000T", nil),
    ]

    @Test(arguments: sizes)
    func sizesAreReadAsPeopleWriteThem(text: String, bytes: Int?) {
        #expect(HeapLimit.parse(text) == bytes)
    }

    @Test func theDefaultIsOneGibibyte() {
        #expect(HeapLimit.defaultBytes == 1_073_741_824)
        #expect(HeapLimit.environmentVariable == "SICP_HEAP_LIMIT")
    }

    @Test func theResidentSizeIsReadOnLinux() throws {
        let resident = try #require(HeapLimit.residentBytes())
        // A test process holds at least a megabyte and (far) less than a terabyte.
        #expect(resident > 1 << 20 && resident < 1 << 40)
    }

    @Test func aRequestSaysWhy() {
        let flag = InterruptFlag()
        #expect(!flag.isRequested && flag.reason == nil)
        flag.request()
        #expect(flag.isRequested && flag.reason == .quit && flag.error == .interrupted)
        flag.request(.outOfMemory)
        #expect(flag.reason == .outOfMemory && flag.error == .outOfMemory)
        #expect(flag.error.description == ";Aborting!: out of memory")
        flag.clearOutOfMemory()
        #expect(!flag.isRequested)
        flag.request()
        flag.clearOutOfMemory()  // Ctrl-C's request stays
        #expect(flag.reason == .quit)
    }

    @Test func anOutOfMemoryRequestStopsTheEvaluationAndIsForgottenAfterIt() throws {
        let flag = InterruptFlag()
        let interp = Interp(output: OutputPort(), interrupt: flag)
        try interp.evaluate("(define (loop n) (loop (+ n 1)))")
        flag.request(.outOfMemory)
        #expect(throws: EvalError.outOfMemory) { try interp.evaluate("(loop 0)") }
        // The next form runs: the request was the heap bound's, for that form.
        #expect(try interp.evaluate("(+ 1 2)").map(Printer.write) == ["3"])
        flag.request()
        #expect(throws: EvalError.interrupted) { try interp.evaluate("(loop 0)") }
    }
}
