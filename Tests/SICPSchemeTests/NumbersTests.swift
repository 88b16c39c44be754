@testable import SICPScheme
import SICP
import Testing

private func big(_ text: String) -> Value { .exact(BigInt(text)!) }

@Suite struct NumbersTests {
    // MARK: - Sums of fractions (Knuth's method) against the plain formula

    /// Fractions whose denominators share nothing, share a little and share
    /// everything, small and past 2^64, both signs, and integers among them.
    @Test func sumsAndDifferencesOfFractionsAreInLowestTerms() throws {
        let parts: [(String, String)] = [
            ("1", "1"), ("-3", "1"), ("1", "2"), ("-1", "2"), ("1", "6"), ("5", "6"), ("7", "12"),
            ("-35", "36"), ("1", "7"), ("22", "7"), ("1", "30"), ("-11", "30"),
            ("1", "18446744073709551616"), ("3", "18446744073709551616"),
            ("-18446744073709551617", "6"), ("1", "340282366920938463463374607431768211456"),
            ("12345678901234567890123", "2432902008176640000"),
        ]
        let values: [Value] = parts.map { Ratio.make(BigInt($0.0)!, BigInt($0.1)!) }
        for a in values {
            for b in values {
                let (n1, d1) = Num.parts(a), (n2, d2) = Num.parts(b)
                #expect(form(try Num.add(a, b)) == form(Ratio.make(n1 * d2 + n2 * d1, d1 * d2)))
                #expect(form(try Num.subtract(a, b)) == form(Ratio.make(n1 * d2 - n2 * d1, d1 * d2)))
            }
        }
    }

    /// The fast path for a ratio plus or minus a number whose numerator and
    /// denominator fit in a word (`addWordFraction`), against the plain
    /// formula through `Ratio.make`, on seeded random operands: both signs,
    /// big and small, parts around one limb (2^63, 2^64 - 1, 2^64), results
    /// that are zero, integers or need reducing.
    @Test func wordFractionFastPathAgreesWithTheGeneralPath() throws {
        var state: UInt64 = 4711
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
        func below(_ n: Int) -> Int { Int(next() >> 33) % n }
        let edges: [BigInt] = [1, 2, 3, 6, 7, 12, 60, 1 << 32, BigInt(Int.max), BigInt(1) << 63,
                               BigInt(exactly: UInt.max)!, BigInt(exactly: UInt.max - 1)!, BigInt(1) << 64,
                               (BigInt(1) << 64) + 1, BigInt(2520) * (BigInt(1) << 70)]
        func part() -> BigInt {
            switch below(4) {
            case 0: return edges[below(edges.count)]
            case 1: return BigInt(1 + below(5000))
            case 2: return BigInt(exactly: next() >> UInt64(below(64)))! + 1
            default:
                // Up to four limbs, with small factors that the sum may share.
                var x = BigInt(exactly: next())! + 1
                for _ in 0..<below(4) { x = x * BigInt(exactly: next())! + 1 }
                return x * BigInt([1, 2, 6, 30, 210, 2520][below(6)])
            }
        }
        func number() -> Value {
            let n = part(), d = below(3) == 0 ? BigInt(1) : part()
            return Ratio.make(below(2) == 0 ? -n : n, d)
        }
        var fast = 0
        for round in 0..<3000 {
            let a = number()
            // Small operands often; sometimes one built to cancel or to make an integer.
            var b = number()
            switch round % 10 {
            case 0: b = a
            case 1: b = try Num.subtract(.int(below(5) - 2), a)
            default: break
            }
            let usesFastPath = Num.wordParts(a) != nil || Num.wordParts(b) != nil
            guard case .ratio = a else { continue }
            if usesFastPath { fast += 1 }
            for (x, y) in [(a, b), (b, a)] {
                let (n1, d1) = Num.parts(x), (n2, d2) = Num.parts(y)
                #expect(form(try Num.add(x, y)) == form(Ratio.make(n1 * d2 + n2 * d1, d1 * d2)),
                        "\(Printer.write(x)) + \(Printer.write(y))")
                #expect(form(try Num.subtract(x, y)) == form(Ratio.make(n1 * d2 - n2 * d1, d1 * d2)),
                        "\(Printer.write(x)) - \(Printer.write(y))")
            }
        }
        #expect(fast > 1000)
    }

    /// Fixnum division by a gcd of words, against `Ratio.make`.
    @Test func fixnumDivisionAgreesWithTheGeneralPath() throws {
        let values = [0, 1, -1, 2, -2, 3, 6, -12, 7, 2520, -5040, 1 << 32, Int.max, Int.max - 1, Int.min, Int.min + 1]
        for x in values {
            for y in values where y != 0 {
                #expect(form(try Num.divide(.int(x), .int(y))) == form(Ratio.make(BigInt(x), BigInt(y))),
                        "\(x) / \(y)")
            }
        }
        #expect(Printer.write(try Num.divide(.int(Int.min), .int(-1))) == "9223372036854775808")
        #expect(Printer.write(try Num.divide(.int(-6), .int(-4))) == "3/2")
        #expect(Printer.write(try Num.divide(.int(6), .int(-4))) == "-3/2")
    }

    /// A number's case and text; a ratio must be in lowest terms with a
    /// denominator over 1, a big integer must not fit in an Int.
    private func form(_ v: Value) -> String {
        switch v {
        case .int: return "int " + Printer.write(v)
        case .big(let b):
            #expect(Int(exactly: b) == nil)
            return "big " + Printer.write(v)
        case .ratio(let r):
            #expect(BigInt.gcd(r.numerator, r.denominator) == BigInt(1) && r.denominator > BigInt(1))
            return "ratio " + Printer.write(v)
        default: return "other " + Printer.write(v)
        }
    }

    /// The harmonic numbers, summed one 1/k at a time, against their known values.
    @Test func harmonicNumbersSumExactly() throws {
        var h = Value.int(0)
        for k in 1...30 { h = try Num.add(h, Ratio.make(BigInt(1), BigInt(k))) }
        #expect(form(h) == "ratio 9304682830147/2329089562800")
        var back = h
        for k in 1...30 { back = try Num.subtract(back, Ratio.make(BigInt(1), BigInt(k))) }
        #expect(form(back) == "int 0")
    }

    // MARK: - Canonical forms and overflow into BigInt and back

    @Test func fixnumOverflowBecomesABignumAndComesBack() throws {
        let max = Value.int(Int.max)
        let sum = try Num.add(max, .int(1))
        guard case .big(let b) = sum else { Issue.record("not big: \(Printer.write(sum))"); return }
        #expect(b.description == "9223372036854775808")
        guard case .int(Int.max) = try Num.subtract(sum, .int(1)) else { Issue.record(); return }
        guard case .int(Int.min) = try Num.subtract(.int(Int.min + 1), .int(1)) else { Issue.record(); return }
        guard case .big = try Num.subtract(.int(Int.min), .int(1)) else { Issue.record(); return }
        guard case .big = try Num.multiply(.int(1 << 32), .int(1 << 32)) else { Issue.record(); return }
        guard case .int(4) = try Num.divide(try Num.multiply(.int(1 << 32), .int(1 << 32)), .int(1 << 62)) else { Issue.record(); return }
        guard case .big = try Num.negate(.int(Int.min)) else { Issue.record(); return }
        guard case .int(Int.min) = try Num.negate(big("9223372036854775808")) else { Issue.record(); return }
        // A bignum times a fixnum (the one-pass path) comes back to a fixnum
        // only at Int.min, and stays big past 64 bits.
        guard case .int(Int.min) = try Num.multiply(big("9223372036854775808"), .int(-1)) else { Issue.record(); return }
        guard case .int(Int.min) = try Num.multiply(.int(-1), big("9223372036854775808")) else { Issue.record(); return }
        guard case .big = try Num.multiply(big("9223372036854775808"), .int(1)) else { Issue.record(); return }
        guard case .int(0) = try Num.multiply(big("9223372036854775808"), .int(0)) else { Issue.record(); return }
        let product = try Num.multiply(big("18446744073709551616"), .int(-3))
        guard case .big(let p) = product else { Issue.record(); return }
        #expect(p.description == "-55340232221128654848")
    }

    @Test func ratiosAreInLowestTermsAndIntegersAreNotRatios() throws {
        guard case .ratio(let r) = try Num.divide(.int(6), .int(4)) else { Issue.record(); return }
        #expect(r.numerator == 3 && r.denominator == 2)
        guard case .int(2) = try Num.divide(.int(6), .int(3)) else { Issue.record(); return }
        guard case .int(1) = try Num.add(Ratio.make(1, 2), Ratio.make(1, 2)) else { Issue.record(); return }
        guard case .int(0) = try Num.subtract(Ratio.make(1, 3), Ratio.make(1, 3)) else { Issue.record(); return }
        guard case .ratio(let s) = try Num.divide(.int(3), .int(-6)) else { Issue.record(); return }
        #expect(s.numerator == -1 && s.denominator == 2)
        #expect(Printer.write(try Num.divide(big("100000000000000000000"), .int(3))) == "100000000000000000000/3")
        #expect(Printer.write(try Num.multiply(big("100000000000000000000"), .int(3))) == "300000000000000000000")
    }

    // MARK: - Contagion

    @Test(arguments: [
        ("(+ 1 0.5)", "1.5"),
        ("(+ 1/2 0.5)", "1.0"),
        ("(* 2 0.5)", "1.0"),
        ("(- 3 1.0)", "2.0"),
        ("(/ 1 2.)", "0.5"),
        ("(+ 100000000000000000000 1.)", "1.0e20"),
        ("(* 0 1.5)", "0.0"),
        ("(max 1 2.0)", "2.0"),
        ("(min 1 2.0)", "1.0"),
        ("(+ 1/3 1/6)", "1/2"),
    ])
    func inexactIsContagious(expression: String, printed: String) {
        #expect(outcome(expression) == printed)
    }

    // MARK: - Exact comparisons between exact and inexact

    @Test func comparisonsAreExact() throws {
        let third = Ratio.make(1, 3)
        #expect(try !Num.numericEqual(third, .real(1.0 / 3.0)))
        #expect(try Num.numericEqual(Ratio.make(1, 2), .real(0.5)))
        #expect(try Num.less(.real(1.0 / 3.0), third))
        #expect(try Num.compare(.real(1.0 / 3.0), third) == -1)
        let twoTo53Plus1 = big("9007199254740993")
        #expect(try Num.greater(twoTo53Plus1, .real(9007199254740992.0)))
        #expect(try !Num.numericEqual(twoTo53Plus1, .real(9007199254740992.0)))
        #expect(try Num.numericEqual(big("100000000000000000000"), .real(1e20)))
        #expect(try Num.less(big("1" + String(repeating: "0", count: 400)), .real(.infinity)))
        #expect(try Num.greater(big("-1" + String(repeating: "0", count: 400)), .real(-.infinity)))
        #expect(try Num.less(.int(Int.max), .real(9223372036854775808.0)))
        #expect(try Num.numericEqual(.int(Int.min), .real(-9223372036854775808.0)))
    }

    @Test func nanComparesFalse() throws {
        let nan = Value.real(.nan)
        for other in [Value.int(1), .real(1), nan, Ratio.make(1, 2), big("100000000000000000000")] {
            #expect(try !Num.numericEqual(nan, other))
            #expect(try !Num.less(nan, other))
            #expect(try !Num.less(other, nan))
            #expect(try !Num.lessOrEqual(nan, other))
            #expect(try !Num.greaterOrEqual(other, nan))
            #expect(try !Num.greater(nan, other))
            #expect(try Num.compare(other, nan) == nil)
        }
    }

    // MARK: - Conversions

    @Test(arguments: [
        ("1", "3", 0.3333333333333333),
        ("2", "3", 0.6666666666666666),
        ("1", "7", 0.14285714285714285),
        ("12345678901234567890123", "1", 1.2345678901234568e22),
        ("1" + String(repeating: "0", count: 400), "1" + String(repeating: "0", count: 398) + "1", 10.0),
        ("1", "1" + String(repeating: "0", count: 400), 0.0),
        ("1" + String(repeating: "0", count: 400), "3", Double.infinity),
        ("-1", "3", -0.3333333333333333),
        ("9007199254740993", "1", 9007199254740992.0),
        ("9007199254740995", "1", 9007199254740996.0),
        ("18014398509481987", "2", 9007199254740994.0),
    ])
    func exactToInexactIsCorrectlyRounded(numerator: String, denominator: String, expected: Double) {
        let x = Num.double(BigInt(numerator)!, over: BigInt(denominator)!)
        #expect(x == expected || (x.isNaN && expected.isNaN))
    }

    @Test func subnormalsRoundHalfToEven() {
        let one = BigInt(1)
        // 2^-1075 is half the smallest subnormal: a tie, rounds to even (0).
        #expect(Num.double(one, over: one << 1075) == 0)
        // 3 × 2^-1076 = 0.75 ulp: rounds up to the smallest subnormal.
        #expect(Num.double(3, over: one << 1076) == Double.leastNonzeroMagnitude)
        // 3 × 2^-1075 = 1.5 ulp: a tie, rounds to even (2 ulp).
        #expect(Num.double(3, over: one << 1075) == 2 * Double.leastNonzeroMagnitude)
        // Just above the tie.
        #expect(Num.double((one << 1000) + 1, over: one << 2075) == Double.leastNonzeroMagnitude)
        // The largest finite double and the first value that rounds to infinity.
        let maxDouble = (BigInt(1) << 1024) - (BigInt(1) << 971)
        #expect(Num.double(maxDouble, over: 1) == .greatestFiniteMagnitude)
        #expect(Num.double(maxDouble * 2 + (BigInt(1) << 971), over: 2) == .infinity)
    }

    @Test(arguments: [
        (0.1, "3602879701896397/36028797018963968"),
        (2.5, "5/2"),
        (-1.5, "-3/2"),
        (1e20, "100000000000000000000"),
        (-0.0, "0"),
        (Double.leastNonzeroMagnitude, "1/" + (BigInt(1) << 1074).description),
        (1.7976931348623157e308, ((BigInt(1) << 1024) - (BigInt(1) << 971)).description),
    ])
    func exactOfADouble(x: Double, printed: String) {
        #expect(Printer.write(Num.exact(x)) == printed)
    }

    @Test func exactAndInexactRoundTrip() throws {
        for x in [0.1, 1.0 / 3.0, 123456.789, 1e-300, Double.leastNonzeroMagnitude, 1e300, -2.5] {
            #expect(Num.double(Num.exact(x)) == x)
        }
    }

    // MARK: - Errors, worded as MIT Scheme's

    @Test func typeErrorsAreMITs() {
        #expect(throws: EvalError.wrongType(object: "a", argument: 2, procedure: "integer-add")) {
            try Num.add(.int(1), .symbol(Symbol.intern("a")))
        }
        #expect(throws: EvalError.wrongType(object: "a", argument: 1, procedure: "integer-subtract")) {
            try Num.subtract(.symbol(Symbol.intern("a")), .int(1))
        }
        #expect(throws: EvalError.wrongType(object: "a", argument: 2, procedure: "integer-multiply")) {
            try Num.multiply(.int(1), .symbol(Symbol.intern("a")))
        }
        #expect(throws: EvalError.wrongType(object: "a", argument: 1, procedure: "integer-less?")) {
            try Num.less(.symbol(Symbol.intern("a")), .int(1))
        }
        #expect(throws: EvalError.wrongType(object: "a", argument: 2, procedure: "integer-less?")) {
            try Num.greater(.symbol(Symbol.intern("a")), .int(1))
        }
        #expect(throws: EvalError.wrongType(object: "\"s\"", argument: 2, procedure: "integer-equal?")) {
            try Num.numericEqual(.int(1), .string(MString("s")))
        }
        #expect(throws: EvalError.divisionByZero("/")) { try Num.divide(.int(1), .int(0)) }
        #expect(throws: EvalError.divisionByZero("/")) { try Num.divide(.real(1), .int(0)) }
        #expect(throws: EvalError.wrongType(object: "+inf.0", argument: 1, procedure: "flonum-normalize")) {
            try Num.toExact(.real(.infinity))
        }
        let error = EvalError.wrongType(object: "a", argument: 2, procedure: "integer-add")
        #expect(error.description == ";The object a, passed as the second argument to integer-add, is not the correct type.")
        #expect(EvalError.divisionByZero("/").description == ";Division by zero signalled by /.")
    }

    @Test func inexactDivisionByInexactZeroFollowsIEEE() throws {
        #expect(Printer.write(try Num.divide(.int(1), .real(0))) == "+inf.0")
        #expect(Printer.write(try Num.divide(.int(-1), .real(0))) == "-inf.0")
        #expect(Printer.write(try Num.divide(.int(0), .real(0))) == "+nan.0")
    }

    @Test func hugeProductsAreRefusedBeforeComputing() throws {
        let half = Value.exact(BigInt(1) << (Num.maxExactBits / 2 + 10))
        #expect(throws: EvalError.numberTooLarge(
            what: "(* <a 2097163-bit integer> <a 2097163-bit integer>)", bits: 4_194_325)) { try Num.multiply(half, half) }
        let justBelow = Value.exact(BigInt(1) << (Num.maxExactBits / 2 - 10))
        guard case .big = try Num.multiply(justBelow, justBelow) else { Issue.record(); return }
    }

    @Test func fastPathsAgreeWithSlowPaths() throws {
        let values: [Value] = [.int(0), .int(1), .int(-7), .int(Int.max), .int(Int.min), .real(2.5),
                               Ratio.make(1, 3), big("100000000000000000000")]
        for a in values {
            for b in values {
                let sum = try Num.add(a, b), slowSum = try Num.addSlow(a, b)
                #expect(Printer.write(sum) == Printer.write(slowSum))
                let product = try Num.multiply(a, b), slowProduct = try Num.multiplySlow(a, b)
                #expect(Printer.write(product) == Printer.write(slowProduct))
                let less = try Num.less(a, b)
                #expect(less == (try Num.compareSlow(a, b, .less) == -1))
                #expect(try Num.lessOrEqual(a, b) == !(try Num.less(b, a)))
            }
        }
    }
}
