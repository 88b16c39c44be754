@testable import SICPScheme
import SICP
import Testing

/// `Printer.brief`: values as a report shows them, short and escaped.
@Suite struct BriefTests {
    /// Data as the reader reads them, each written back the same.
    static let short = ["42", "-7", "0.5", "\"a\\nb\"", "fib", "()", "#t", "(1 2 3)", "(1 . 2)",
                        "(1 (2) 3 . 4)", "-7/2", "123456789012345678901234567890"]

    @Test(arguments: short)
    func shortValuesAreWrittenAsWriteWritesThem(text: String) throws {
        let value = try datum(text)
        #expect(Printer.brief(value) == text)
        #expect(Printer.brief(value) == Printer.write(value))
    }

    @Test func aHugeIntegerIsItsNumberOfDigits() {
        #expect(Printer.brief(.exact(BigInt(10).power(299_999))) == "#[integer of 300000 digits]")
        #expect(Printer.brief(.exact(-BigInt(10).power(299_999))) == "#[integer of 300000 digits]")
        // 10^199 has 200 digits: shown whole at the default limit of 200.
        let shown = Printer.brief(.exact(BigInt(10).power(199)))
        #expect(shown == "1" + String(repeating: "0", count: 199))
        #expect(Printer.brief(.exact(BigInt(10).power(200))) == "#[integer of 201 digits]")
        #expect(Printer.brief(.exact(BigInt(10).power(20)), limit: 10) == "#[integer of 21 digits]")
    }

    @Test func aHugeRationalIsItsNumbersOfDigits() {
        let r = Ratio.make(BigInt(10).power(500) + 1, BigInt(3))
        #expect(Printer.brief(r) == "#[rational of 501/1 digits]")
    }

    @Test func aLongStringIsCutWithItsLength() {
        let s = Value.string(MString(String(repeating: "a", count: 20_000_000)))
        #expect(Printer.brief(s, limit: 10) == "\"aaaaaaaaaa...\" (20000000 characters)")
        let escaped = Value.string(MString(String(repeating: "é\n", count: 100)))
        #expect(Printer.brief(escaped, limit: 4) == "\"é\\né\\n...\" (200 characters)")
    }

    @Test func aLongListIsCutWhereItPassesTheLimit() {
        let list = Value.list((1...1_000_000).map { .int($0) })
        #expect(Printer.brief(list, limit: 10) == "(1 2 3 4 5 ...")
        // A cycle is cut too.
        let p = Pair(.int(1), .null)
        p.cdr = .pair(p)
        #expect(Printer.brief(.pair(p), limit: 8) == "(1 1 1 1 ...")
        p.cdr = .null
    }

    @Test func controlCharactersAreEscaped() {
        #expect(Printer.brief(.symbol(Symbol.intern("a\u{1B}[31m"))).unicodeScalars.allSatisfy { $0.value >= 0x20 })
        #expect(Printer.escapingControls("a\u{1B}[31mb\u{7F}\u{9B}\u{202E}") == "a\\x1b;[31mb\\x7f;\\x9b;\\x202e;")
        // write escapes it already (as Guile 2 does: `\x1b`, no `;`).
        #expect(Printer.brief(.string(MString("\u{1B}[2J"))) == "\"\\x1b[2J\"")
        #expect(Printer.brief(.char("\u{1B}")) == "#\\esc")
    }
}
