@testable import SICPScheme
import SICP
import Testing

@Suite struct PrinterTests {
    @Test(arguments: guileFloatVectors)
    func floatsPrintAsGuile(source: String, printed: String) throws {
        let x = try #require(Double(source))
        #expect(Printer.write(.real(x)) == printed)
        #expect(Printer.display(.real(x)) == printed)
        // The reader reads the source to the same double.
        #expect(Printer.write(try datum(source)) == printed)
    }

    @Test(arguments: guileRandomFloats)
    func randomFloatsPrintAsGuile(printed: String) throws {
        let x = try #require(Double(printed))
        #expect(Printer.write(.real(x)) == printed)
        #expect(Printer.write(try datum(printed)) == printed)
    }

    static let computed: [(Double, String)] = [
        (1.0 / 3.0, "0.3333333333333333"),
        (2.0 / 3.0, "0.6666666666666666"),
        (2.0.squareRoot(), "1.4142135623730951"),
        (22.0 / 7.0, "3.142857142857143"),
        (1.1 * 1.1, "1.2100000000000002"),
        (0.3 - 0.1, "0.19999999999999998"),
        (Double.nan, "+nan.0"),
        (-Double.nan, "+nan.0"),
        (Double.infinity, "+inf.0"),
        (-Double.infinity, "-inf.0"),
        (Double.leastNonzeroMagnitude, "5.0e-324"),
        (Double.greatestFiniteMagnitude, "1.7976931348623157e308"),
        (-Double.greatestFiniteMagnitude, "-1.7976931348623157e308"),
        (Double.leastNormalMagnitude, "2.2250738585072014e-308"),
    ]

    @Test(arguments: computed)
    func computedFloats(x: Double, printed: String) {
        #expect(Printer.write(.real(x)) == printed)
    }

    @Test func atoms() {
        let table: [(Value, String)] = [
            (.int(0), "0"),
            (.int(-42), "-42"),
            (.int(Int.min), "-9223372036854775808"),
            (.big(BigInt(10).power(30)), "1000000000000000000000000000000"),
            (.big(-BigInt(10).power(20)), "-100000000000000000000"),
            (Ratio.make(7, 2), "7/2"),
            (Ratio.make(-1, 3), "-1/3"),
            (.bool(true), "#t"),
            (.bool(false), "#f"),
            (.null, "()"),
            (.unspecified, "#<unspecified>"),
        ]
        for (value, printed) in table {
            #expect(Printer.write(value) == printed)
            #expect(Printer.display(value) == printed)
        }
    }

    /// `write` and `display` of the datum read from the source, as Guile 3.
    @Test(arguments: [
        ("(1 2 3)", "(1 2 3)", "(1 2 3)"),
        ("(1 . 2)", "(1 . 2)", "(1 . 2)"),
        ("(1 (2 (3)) . 4)", "(1 (2 (3)) . 4)", "(1 (2 (3)) . 4)"),
        ("(1 . 2.5)", "(1 . 2.5)", "(1 . 2.5)"),
        ("''a", "(quote (quote a))", "(quote (quote a))"),
        ("'(quote)", "(quote (quote))", "(quote (quote))"),
        ("(quote a . b)", "(quote a . b)", "(quote a . b)"),
        ("(\"a\\nb\" #\\a #\\space sym \"q\\\"q\")", "(\"a\\nb\" #\\a #\\space sym \"q\\\"q\")", "(a\nb a   sym q\"q)"),
        ("\"tab\\there\"", "\"tab\\there\"", "tab\there"),
        ("\"back\\\\slash\"", "\"back\\\\slash\"", "back\\slash"),
        ("\"\\x7f;\\x1b;\\xa0;\\x2028;λ😀\"", "\"\\x7f\\x1b\\xa0\\u2028λ😀\"", "\u{7f}\u{1b}\u{a0}\u{2028}λ😀"),
        ("#\\x7", "#\\alarm", "\u{7}"),
        ("#\\x1", "#\\soh", "\u{1}"),
        ("#\\x1f", "#\\us", "\u{1f}"),
        ("#\\xa0", "#\\240", "\u{a0}"),
        ("#\\é", "#\\é", "é"),
        ("(a B)", "(a B)", "(a B)"),
    ])
    func writeAndDisplay(source: String, written: String, displayed: String) throws {
        let value = try datum(source)
        #expect(Printer.write(value) == written)
        #expect(Printer.display(value) == displayed)
    }

    /// Symbols whose names would not read back print between bars, as R7RS
    /// and Guile (with its `r7rs-symbols` print option) write them.
    @Test(arguments: [
        ("abc", "abc"),
        ("", "||"),
        ("1+", "|1+|"),
        ("+1", "|+1|"),
        ("1/2", "|1/2|"),
        ("1e3", "|1e3|"),
        ("+inf.0", "|+inf.0|"),
        ("+NaN.0abc", "|+NaN.0abc|"),
        ("-.4", "|-.4|"),
        (".", "|.|"),
        ("..", ".."),
        ("...", "..."),
        ("-", "-"),
        ("->x", "->x"),
        ("+i", "|+i|"),
        ("-i", "|-i|"),
        ("#foo", "|#foo|"),
        ("#:use-module", "#:use-module"),
        ("#:", "|#:|"),
        ("#:1", "|#:1|"),
        ("a;b", "|a;b|"),
        ("a'b", "a'b"),
        ("'a", "|'a|"),
        ("x y", "|x y|"),
        ("a(b", "|a(b|"),
        (")", "|)|"),
        ("a|b", "|a\\|b|"),
        ("\\123", "|\\\\123|"),
        ("a\tb", "|a\\tb|"),
        ("λ", "λ"),
        ("key:", "key:"),
    ])
    func symbols(name: String, written: String) {
        let value = Value.symbol(Symbol.intern(name))
        #expect(Printer.write(value) == written)
        #expect(Printer.display(value) == name)
    }

    @Test func unspecifiedInsideAList() {
        #expect(Printer.display(Value.list([.unspecified])) == "(#<unspecified>)")
    }

    // MARK: - Cycles, as Guile 3.0.8 prints them

    private static func list(_ values: Int...) -> (Value, [Pair]) {
        let value = Value.list(values.map { Value.int($0) })
        var pairs: [Pair] = []
        var cursor = value
        while case .pair(let p) = cursor {
            pairs.append(p)
            cursor = p.cdr
        }
        return (value, pairs)
    }

    /// Cycles print with R7RS's datum labels, as MIT Scheme writes them.
    @Test func cycles() throws {
        do {  // (let ((l (list 1))) (set-cdr! l l) l)
            let (l, p) = Self.list(1)
            p[0].cdr = l
            #expect(Printer.write(l) == "#0=(1 . #0#)")
            p[0].cdr = .null
        }
        do {  // (set-car! l l)
            let (l, p) = Self.list(1)
            p[0].car = l
            #expect(Printer.write(l) == "#0=(#0#)")
            p[0].car = .null
        }
        do {  // (list 1 2) with its last cdr to the head
            let (l, p) = Self.list(1, 2)
            p[1].cdr = l
            #expect(Printer.write(l) == "#0=(1 2 . #0#)")
            #expect(Printer.display(l) == "#0=(1 2 . #0#)")
            p[1].cdr = .null
        }
        do {
            let (l, p) = Self.list(1, 2, 3)
            p[2].cdr = l
            #expect(Printer.write(l) == "#0=(1 2 3 . #0#)")
            p[2].cdr = .pair(p[1])
            #expect(Printer.write(l) == "(1 . #0=(2 3 . #0#))")
            p[2].cdr = .pair(p[2])
            #expect(Printer.write(l) == "(1 2 . #0=(3 . #0#))")
            p[2].cdr = .null
        }
        do {
            let (l, p) = Self.list(1, 2, 3)
            p[1].car = l
            #expect(Printer.write(l) == "#0=(1 #0# 3)")
            p[1].car = .int(2)
            p[2].car = l
            #expect(Printer.write(l) == "#0=(1 2 #0#)")
            p[2].car = .null
        }
        do {  // m = (a l), l's second element m
            let (l, p) = Self.list(1, 2, 3)
            let m = Value.list([.symbol(Symbol.intern("a")), l])
            p[1].car = m
            #expect(Printer.write(m) == "#0=(a (1 #0# 3))")
            p[1].car = .null
        }
        do {  // l = (a i), i = (1 2 . i)
            let (i, q) = Self.list(1, 2)
            let l = Value.list([.symbol(Symbol.intern("a")), i])
            q[1].cdr = i
            #expect(Printer.write(l) == "(a #0=(1 2 . #0#))")
            q[1].cdr = .null
            q[0].car = l
            #expect(Printer.write(l) == "#0=(a (#0# 2))")
            q[0].car = .null
        }
        do {  // l = ((2 . l) 2 . l)
            let (l, p) = Self.list(1, 2)
            p[0].car = .pair(p[1])
            p[1].cdr = l
            #expect(Printer.write(l) == "#0=((2 . #0#) 2 . #0#)")
            p[1].cdr = .null
            p[0].car = .null
        }
        do {  // shared, not circular: printed in full by write, labelled by write-shared
            let (x, _) = Self.list(1, 2)
            let l = Value.list([x, x, .vector(SVector([x]))])
            #expect(Printer.write(l) == "((1 2) (1 2) #((1 2)))")
            #expect(Printer.writeShared(l) == "(#0=(1 2) #0# #(#0#))")
            #expect(try Printer.writeSimple(l) == "((1 2) (1 2) #((1 2)))")
        }
    }

    /// A vector that holds itself (it recursed without end).
    @Test func cyclesThroughVectors() {
        let v = SVector([.int(1), .int(2)])
        v.items[0] = .vector(v)
        #expect(Printer.write(.vector(v)) == "#0=#(#0# 2)")
        let (l, p) = Self.list(1)
        let w = SVector([l])
        p[0].cdr = .vector(w)
        #expect(Printer.write(l) == "#0=(1 . #(#0#))")
        #expect(Printer.write(.vector(SVector([]))) == "#()")
        v.items[0] = .null
        p[0].cdr = .null
    }

    @Test func sharedStructureIsNotACycle() {
        let shared = Value.list([.int(1), .int(2)])
        let both = Value.list([shared, shared])
        #expect(Printer.write(both) == "((1 2) (1 2))")
        let pair = Value.pair(Pair(.int(1), .int(2)))
        #expect(Printer.write(Value.list([pair, pair])) == "((1 . 2) (1 . 2))")
    }

    @Test func deepCarNestingPrintsWithoutRecursion() {
        let depth = 100_000
        var value: Value = .int(7)
        for _ in 0..<depth { value = .pair(Pair(value, .null)) }
        let text = Printer.write(value)
        #expect(text.count == 2 * depth + 1)
        #expect(text.hasPrefix("(((((("))
        #expect(text.hasSuffix("))))))"))
        #expect(text.dropFirst(depth).hasPrefix("7)"))
        dismantle(value)
    }

    @Test func longListPrints() {
        let value = Value.list((1...100_000).map { Value.int($0) })
        let text = Printer.write(value)
        #expect(text.hasPrefix("(1 2 3 "))
        #expect(text.hasSuffix(" 99999 100000)"))
        dismantle(value)
    }

    // MARK: - Procedures

    private static func closure(_ name: String?, _ parameters: [String], rest: String? = nil) -> Value {
        let code = LambdaCode(name: name, parameters: parameters, restParameter: rest, frameSize: parameters.count, body: Node())
        return .closure(Closure(code: code, env: nil))
    }

    @Test func proceduresAsGuileWithoutAddresses() {
        #expect(Printer.write(Self.closure("fib", ["n"])) == "#<procedure fib (n)>")
        #expect(Printer.write(Self.closure(nil, ["x"])) == "#<procedure #f (x)>")
        #expect(Printer.write(Self.closure("f", ["a", "b"])) == "#<procedure f (a b)>")
        #expect(Printer.write(Self.closure(nil, ["a"], rest: "rest")) == "#<procedure #f (a . rest)>")
        #expect(Printer.write(Self.closure(nil, [], rest: "args")) == "#<procedure #f args>")
        #expect(Printer.display(Self.closure("thunk", [])) == "#<procedure thunk ()>")
        #expect(Printer.write(.primitive(Primitive("car") { x in x })) == "#<procedure car>")
    }

    @Test func hashNumbersStartAt12PerTable() {
        let fib = Self.closure("fib", ["n"])
        let car = Value.primitive(Primitive("car") { x in x })
        Printer.$hashNumbers.withValue(HashNumbers()) {
            #expect(Printer.errorRepresentation(fib) == "#[compound-procedure 12 fib]")
            #expect(Printer.errorRepresentation(car) == "#[compiled-procedure 13 (\"car\" #x10) #xbc car]")
            #expect(Printer.errorRepresentation(Self.closure(nil, [])) == "#[compound-procedure 14]")
            #expect(Printer.errorRepresentation(fib) == "#[compound-procedure 12 fib]")
            let message = EvalError.wrongType(object: Printer.errorRepresentation(car), argument: 2, procedure: "integer-add")
            #expect(message.description
                == ";The object #[compiled-procedure 13 (\"car\" #x10) #xbc car], passed as the second argument to integer-add, is not the correct type.")
        }
        Printer.$hashNumbers.withValue(HashNumbers()) {
            #expect(Printer.errorRepresentation(car) == "#[compiled-procedure 12 (\"car\" #x10) #xbc car]")
        }
        // Bound on a plain thread, as an interpreter's evaluation thread would.
        let onThread = onSmallStack {
            Printer.$hashNumbers.withValue(HashNumbers()) {
                Printer.errorRepresentation(Self.closure("g", [])) + " " + Printer.errorRepresentation(car)
            }
        }
        #expect(onThread == "#[compound-procedure 12 g] #[compiled-procedure 13 (\"car\" #x10) #xbc car]")
    }

    @Test func errorRepresentationNumbersProceduresAsMIT() throws {
        let fib = Self.closure("fib", ["n"])
        let anonymous = Self.closure(nil, ["x"])
        let car = Value.primitive(Primitive("car") { x in x })
        let first = Printer.errorRepresentation(fib)
        let match = try #require(first.wholeMatch(of: /#\[compound-procedure (\d+) fib\]/))
        let n = try #require(Int(match.1))
        #expect(n >= 12)
        // The same object keeps its number; a new one gets a later one.
        #expect(Printer.errorRepresentation(fib) == "#[compound-procedure \(n) fib]")
        let second = Printer.errorRepresentation(anonymous)
        let secondMatch = try #require(second.wholeMatch(of: /#\[compound-procedure (\d+)\]/))
        let m = try #require(Int(secondMatch.1))
        #expect(m > n)
        let third = Printer.errorRepresentation(car)
        let thirdMatch = try #require(third.wholeMatch(of: /#\[compiled-procedure (\d+) \("car" #x10\) #xbc car\]/))
        let k = try #require(Int(thirdMatch.1))
        #expect(k > m)
        #expect(Printer.errorRepresentation(Value.list([.int(1), fib])) == "(1 #[compound-procedure \(n) fib])")
        // Everything else as write.
        #expect(Printer.errorRepresentation(.string(MString("a\nb"))) == "\"a\\nb\"")
        #expect(Printer.errorRepresentation(.symbol(Symbol.intern("a"))) == "a")
        #expect(Printer.errorRepresentation(.real(4)) == "4.0")
    }
}

// Generated from Guile 3.0.8: `(write (string->number SOURCE))` for each source text.
let guileFloatVectors: [(source: String, printed: String)] = [
    ("1e6", "1000000.0"),
    ("1e7", "1.0e7"),
    ("12345e3", "12345000.0"),
    ("1234e4", "1.234e7"),
    ("12345678901234567890.0", "12345678901234567000.0"),
    ("0.001", "0.001"),
    ("0.00015", "1.5e-4"),
    ("0.1", "0.1"),
    ("2.0", "2.0"),
    ("1e21", "1.0e21"),
    ("1.5e-5", "1.5e-5"),
    ("-0.0", "-0.0"),
    ("0.0", "0.0"),
    ("1e-10", "1.0e-10"),
    ("1e-9", "1.0e-9"),
    ("1e-8", "1.0e-8"),
    ("1e-7", "1.0e-7"),
    ("1e-6", "1.0e-6"),
    ("1e-5", "1.0e-5"),
    ("1e-4", "1.0e-4"),
    ("1e-3", "0.001"),
    ("1e-2", "0.01"),
    ("1e-1", "0.1"),
    ("1.", "1.0"),
    ("10.", "10.0"),
    ("100.", "100.0"),
    ("1e3", "1000.0"),
    ("1e4", "10000.0"),
    ("1e5", "100000.0"),
    ("1e8", "1.0e8"),
    ("1e9", "1.0e9"),
    ("1e10", "1.0e10"),
    ("1e11", "1.0e11"),
    ("1e12", "1.0e12"),
    ("1e13", "1.0e13"),
    ("1e14", "1.0e14"),
    ("1e15", "1.0e15"),
    ("1e16", "1.0e16"),
    ("1e17", "1.0e17"),
    ("1e18", "1.0e18"),
    ("1e19", "1.0e19"),
    ("1e20", "1.0e20"),
    ("1e22", "1.0e22"),
    ("1e23", "1.0e23"),
    ("1e24", "1.0e24"),
    ("1e25", "1.0e25"),
    ("123456.7", "123456.7"),
    ("1234567.8", "1234567.8"),
    ("12345678.9", "12345678.9"),
    ("0.000123", "1.23e-4"),
    ("100.5", "100.5"),
    ("1.7976931348623157e308", "1.7976931348623157e308"),
    ("5e-324", "5.0e-324"),
    ("2.2250738585072014e-308", "2.2250738585072014e-308"),
    ("-1e7", "-1.0e7"),
    ("-0.00015", "-1.5e-4"),
    ("-123456.7", "-123456.7"),
    ("-1.5", "-1.5"),
    ("123456789012.5", "123456789012.5"),
    ("0.0012345", "0.0012345"),
    ("99999999.0", "99999999.0"),
    ("123456789.0", "123456789.0"),
    ("1.5e20", "1.5e20"),
    ("1.5e21", "1.5e21"),
    ("1234567890123456800.0", "1234567890123456800.0"),
    ("1.2345678901234567e20", "1.2345678901234567e20"),
    ("9007199254740992.0", "9007199254740992.0"),
    ("4503599627370497.0", "4503599627370497.0"),
    ("3.141592653589793", "3.141592653589793"),
    ("2.718281828459045", "2.718281828459045"),
    ("0.5", "0.5"),
    ("-2.5", "-2.5"),
    ("1e100", "1.0e100"),
    ("1.5e300", "1.5e300"),
    ("4.35", "4.35"),
    ("0.30000000000000004", "0.30000000000000004"),
    ("1e-300", "1.0e-300"),
    ("6.02214076e23", "6.02214076e23"),
    ("6.62607015e-34", "6.62607015e-34"),
    ("299792458.0", "299792458.0"),
    ("1000000.5", "1000000.5"),
    ("10000000.5", "10000000.5"),
]

// Generated from Guile 3.0.8: random doubles as `write` prints them
// (each must read back as the same double and print the same).
let guileRandomFloats: [String] = [
    "265590297043775170.0", "8.31026039e17", "1.6048238e-31", "-115669458013.7957",
    "-8544.61932660522", "5.20703718092125e23", "5.3540808507926755e-12", "7830297661.805224",
    "1.2111647738063805e-17", "5.6328348371e-24", "2.6103053006519946e-24", "5.18163737486768e-16",
    "-838560289734.599", "5.91905622273138e23", "6.7405e19", "9.152697483256318e-12",
    "2.55413716e18", "7.8310663249213e-7", "-9.847609032261394e-12", "2.474295565939422e-11",
    "3.2940751e-21", "9.199537245312808e-7", "8.027014909329338e-26", "73217400.52632858",
    "9129684837220.305", "-6.576091893287844e-20", "7372340155694864000.0", "83900.0",
    "1.0e27", "-89.66262829404727", "1.9369595337986156e-15", "4.180731899144501e-12",
    "-7.960854546248246e-31", "38373906714041980.0", "-3582789892034415000.0", "2.4331153842377065e-14",
    "4.5673280574396255e-17", "6.203974050688257e-20", "-6.9960017981461525e25", "0.99601783140161",
    "2.0905086200129824e-13", "23676199605.5454", "6.490395544825821e-19", "9.380435415824548e27",
    "5.6e-5", "7.91693962e-8", "-54.16450313339981", "-8.532282092325258e22",
    "8.907e-14", "4.480314943519621e-14", "4.554955786957e-7", "2.6125054e17",
    "209453693862034600.0", "5.143354358915422e22", "-390872174264601.44", "7.537338097992286e-21",
    "-3.727596421741807e-12", "3.7640182618e-4", "-6.639781196845294e-4", "2.7421292261866514e27",
    "-9.744739540522967e-15", "7.46e-24", "9.16735e-15", "2.888639e22",
    "7.608e13", "-4.5403236460653595e-10", "449619653338.3773", "-5.0575732435303445e-28",
    "-2.353772819970291e26", "387342041307.05676", "5.120285167244668", "3.7018918666335025e28",
    "-7.269340882638752e-29", "-1.58865491816451e27", "54.52163016849435", "3.188649515240903e23",
    "3.31729174805537e-22", "-717887961398.0164", "1.40111e-14", "2697.85",
    "4.590964e-23", "5803791611822.706", "-9395721210688.78", "9511.85327",
    "-1.2356558437326184e25", "4.9498026613995505e-5", "9.585605885079469e-12", "7.05941540670323e-23",
    "544204734020176.75", "7.81310022593939e23", "35771676072.21876", "5.68973792916e-4",
    "-4.684794432262004e-17", "5.176047346108921e25", "7.659983796052e-12", "-102123018625178780.0",
    "-4.397836205217961e26", "-7.529943410142017e-16", "9.464999137650951e-26", "-8.615074765497722e26",
    "1591988108150.9", "8.461350622203964e-29", "2227219.789109", "-1.8910433020212767e-19",
    "-9.722612287954771e20", "-5.59179469780209e-13", "3.781995562571747e-30", "4.0e-15",
    "1.5251741606234418e-24", "-2.2332643141611436e-8", "-1.2197114589289927e-29", "2200000.0",
    "-0.03609362031226589", "7.206581480268588e-9", "5.94522715748e25", "2.11870490126e-21",
    "82404922028000.0", "-820314190134.2727", "2.373360986841e-17", "4.585063682950484e-30",
    "1.4114050042546698e-11", "8927892743.98275", "-9.865223448101851e-17", "42977318921.20838",
    "-5.586470562469688e-4", "23486826352570974000.0", "5.16303e-20", "5.757441453e-19",
    "707275000.649", "6.7e17", "608639299883.9838", "1.1007190037504864",
    "1.3e-22", "104827878668660850.0", "4.058e10", "-2.658184281713298e28",
    "9.0e-22", "8.80004528e24", "-84856.21540685608", "93.81383298462092",
    "2.2509205026256799e-4", "-3.0431661086013657e-4", "-7.540978909535588", "3.9513864862398546e-21",
    "7.721571603949915e-15", "75180.05842665902", "9.217402733597e-20", "-4.072787171447124e-4",
    "4.824e-5", "3.1983386251914344e-25", "-1.9367857493647248e-5", "3.13758490264e24",
    "3643000.0", "8.633198324e-10", "-2.801407858489574e-12", "6.646669639e-9",
    "161274591292320.0", "-2.8312206470246522e-14", "-7.831886389905684e-25", "2.169737140995923e-4",
    "4.851564757508176e24", "-5.782955376665895e-5", "5.4315e-16", "0.0012982731677844352",
    "0.0", "5.816472750843012e-25", "207.25201568830676", "0.0172810237868",
    "1.08221e-4", "47124724680.23", "1.0840492591475447e22", "7.590956995416159e-12",
    "-9.829261805785186e28", "3.18e27", "3.20565e-12", "9.476863647858315e27",
    "3767.5222406778025", "6.254281192684899e-22", "-29.641439055669988", "-3.7434769757521976e20",
    "-5955922268.132536", "2.595982801e-12", "699001267969407.5", "0.5526916612350714",
    "6.03795224882309e28", "-3.159593686462565", "125819496.02649653", "1.819856897159894e-7",
    "-2.680581780839627e-14", "849048827172.3165", "-733937698.1529969", "2.209584868e27",
    "-99.97542699362198", "5.7266603811044e18", "9.316063752818642e-20", "7.901768376616883e-22",
    "3.533924297023055e-18", "8502030018101181.0", "8.052496364573012e27", "-8.919847451711663e27",
    "-64278007633.230064", "-85815.74985702914", "8.853485818e-7", "792028470788846.4",
    "4.7620290635e27", "9.165884626122687e-20", "-8119189362609.51", "3.8265106353e-7",
    "-6.725554144418636e-19", "-461305478928.17957", "5.52636755623e-4", "7.938909913986473e-11",
    "6.690483048e-24", "65396994.88124473", "-7.84570498017021e-11", "5.49304315556e28",
    "9.416878110646224e-8", "-3.609704442154444", "-6.446919394010117e20", "5.9034499538402e-18",
    "6.2816e23", "8.577335063658503e-30", "0.0", "-1.9442244204716315e-4",
    "-30320479.65590649", "3.73001e10", "-2.510955054690823e-25", "9.784822512215024e-7",
    "-5.1855354650105356e-20", "-5.023204344367973e-10", "-5.073233611896727", "1.0e-5",
    "8.726e17", "5711802.8", "3.4064668455e-5", "8.0e-16",
    "-2.755661497221555e25", "-3.2070654221029695e-5", "6.689965731235406e21", "2.4487291",
]
