import SICP

/// Numbers to text and text to numbers, as Guile 3 writes and reads them.
///
/// The reader and `string->number` share ``parse(_:radix:)``; the printer and
/// `number->string` share ``format(_:radix:)``.
public enum NumberFormat {
    // MARK: - Printing

    /// The text Guile 3 prints for a double.
    ///
    /// The digits are the shortest that read back as the same double (Swift's
    /// `description` finds them); Guile's layout rule places them:
    /// - scientific when the decimal exponent is below -3
    ///   (`0.001`, but `1.5e-4`);
    /// - scientific when the exponent is above 6 and positional notation would
    ///   need four or more zeros after the digits (`1000000.0` and
    ///   `12345000.0`, but `1.0e7` and `1.234e7`);
    /// - positional otherwise, always with a fraction (`2.0`, `100.5`,
    ///   `12345678901234567000.0`).
    ///
    /// ```swift
    /// NumberFormat.format(1e7)       // "1.0e7"
    /// NumberFormat.format(0.00015)   // "1.5e-4"
    /// NumberFormat.format(-0.0)      // "-0.0"
    /// ```
    /// - Parameters:
    ///   - x: any double, NaN and infinities included.
    /// - Returns: `+nan.0`, `+inf.0`, `-inf.0` or Guile's decimal text.
    /// - Complexity: O(1) (at most 17 digits).
    public static func format(_ x: Double) -> String {
        if x.isNaN { return "+nan.0" }
        if x.isInfinite { return x < 0 ? "-inf.0" : "+inf.0" }
        if x == 0 { return x.sign == .minus ? "-0.0" : "0.0" }
        let (digits, exponent) = shortestDigits(x.magnitude)
        let sign = x < 0 ? "-" : ""
        let n = digits.count
        let scientific = exponent < -3 || (exponent > 6 && exponent + 1 - n >= 4)
        if scientific {
            let first = String(digits.prefix(1))
            let rest = n > 1 ? String(digits.dropFirst()) : "0"
            return "\(sign)\(first).\(rest)e\(exponent)"
        }
        if exponent < 0 {
            return sign + "0." + String(repeating: "0", count: -exponent - 1) + String(digits)
        }
        let integerCount = exponent + 1
        if n <= integerCount {
            return sign + String(digits) + String(repeating: "0", count: integerCount - n) + ".0"
        }
        return sign + String(digits.prefix(integerCount)) + "." + String(digits.dropFirst(integerCount))
    }

    /// The shortest round-trip decimal digits of a positive finite double and
    /// its decimal exponent: `x = d₁.d₂d₃… × 10^exponent`.
    static func shortestDigits(_ x: Double) -> (digits: Substring, exponent: Int) {
        // Swift prints e.g. "1.5e-05", "100000.0", "1e+16", "5e-324".
        let text = x.description
        var mantissa = Substring(text)
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<e]
            exponent = Int(text[text.index(after: e)...]) ?? 0
        }
        var all = ""
        var pointPosition = mantissa.count
        if let dot = mantissa.firstIndex(of: ".") {
            pointPosition = mantissa.distance(from: mantissa.startIndex, to: dot)
            all = String(mantissa[..<dot]) + String(mantissa[mantissa.index(after: dot)...])
        } else {
            all = String(mantissa)
        }
        // Strip leading zeros (moving the point) and trailing zeros.
        var digits = Substring(all)
        while digits.first == "0" {
            digits = digits.dropFirst()
            pointPosition -= 1
        }
        while digits.last == "0" { digits = digits.dropLast() }
        return (digits, pointPosition - 1 + exponent)
    }

    /// The text of a number in `radix` (2...36), as `number->string` gives it:
    /// exact integers and ratios in any radix (lower-case digits), doubles in
    /// radix 10 only. Returns nil for a double in another radix or a non-number.
    ///
    /// ```swift
    /// NumberFormat.format(.int(255), radix: 16)   // "ff"
    /// ```
    public static func format(_ value: Value, radix: Int = 10) -> String? {
        switch value {
        case .int(let n): return String(n, radix: radix)
        case .big(let n): return n.toString(radix: radix)
        case .ratio(let r):
            return r.numerator.toString(radix: radix) + "/" + r.denominator.toString(radix: radix)
        case .real(let x): return radix == 10 ? format(x) : nil
        default: return nil
        }
    }

    // MARK: - Parsing

    /// What ``parse(_:radix:)`` found.
    public enum Parsed {
        /// The text is a number: this one.
        case number(Value)
        /// The text is not number syntax (it may be a symbol).
        case notANumber
        /// The text is an exact number too large to hold (`#e1e9999999`).
        /// An exact number over the limit, with about how many bits it would need.
        case tooLarge(bits: Double)
    }

    /// Reads number syntax as R7RS (and Guile) defines it:
    /// prefixes `#x #b #o #d #e #i` in any order (at most one of each kind),
    /// an optional sign, then an integer (`-17`, `#xff`), a ratio (`6/4` gives
    /// `3/2`), a decimal in radix 10 (`1.5`, `.5`, `1.`, `1e10`, `1.5e-7`), or
    /// `+inf.0`, `-inf.0`, `+nan.0`. Exact numbers come out canonical.
    ///
    /// ```swift
    /// NumberFormat.parse("#e1.5")      // .number(3/2)
    /// NumberFormat.parse("1/0")        // .notANumber (as Guile)
    /// NumberFormat.parse("1+")         // .notANumber: a symbol
    /// ```
    /// - Parameters:
    ///   - text: the token.
    ///   - radix: the radix when the text has no radix prefix.
    /// - Returns: the number, `.notANumber`, or `.tooLarge` for an exact
    ///   result over ``Num/maxExactBits`` bits.
    public static func parse(_ text: String, radix defaultRadix: Int = 10) -> Parsed {
        var s = Array(text.utf8)
        var radix: Int? = nil
        var exactness: UInt8? = nil  // "e" or "i"
        while s.count >= 2 && s[0] == UInt8(ascii: "#") {
            let c = s[1] | 0x20
            switch c {
            case UInt8(ascii: "x"), UInt8(ascii: "b"), UInt8(ascii: "o"), UInt8(ascii: "d"):
                if radix != nil { return .notANumber }
                radix = c == UInt8(ascii: "x") ? 16 : c == UInt8(ascii: "b") ? 2 : c == UInt8(ascii: "o") ? 8 : 10
            case UInt8(ascii: "e"), UInt8(ascii: "i"):
                if exactness != nil { return .notANumber }
                exactness = c
            default:
                return .notANumber
            }
            s.removeFirst(2)
        }
        let base = radix ?? defaultRadix
        guard !s.isEmpty else { return .notANumber }
        var negative = false
        var i = 0
        if s[0] == UInt8(ascii: "+") || s[0] == UInt8(ascii: "-") {
            negative = s[0] == UInt8(ascii: "-")
            i = 1
        }
        let body = Array(s[i...])
        guard !body.isEmpty else { return .notANumber }
        // Infinities and NaN need an explicit sign.
        if i == 1 {
            let lower = body.map { $0 | 0x20 }
            if lower == Array("inf.0".utf8) {
                if exactness == UInt8(ascii: "e") { return .notANumber }
                return .number(.real(negative ? -.infinity : .infinity))
            }
            if lower == Array("nan.0".utf8) {
                if exactness == UInt8(ascii: "e") { return .notANumber }
                return .number(.real(.nan))
            }
        }
        guard let parsed = parseUnsigned(body, radix: base, exact: exactness == UInt8(ascii: "e")) else {
            return .notANumber
        }
        switch parsed {
        case .tooLarge(let bits):
            return .tooLarge(bits: bits)
        case .exact(let n, let d):
            let numerator = negative ? -n : n
            if exactness == UInt8(ascii: "i") {
                return .number(.real(Num.double(numerator, over: d)))
            }
            return .number(Ratio.make(numerator, d))
        case .inexact(let x):
            return .number(.real(negative ? -x : x))
        }
    }

    private enum Unsigned {
        case exact(BigInt, BigInt)
        case inexact(Double)
        /// An exact number over the limit, with about how many bits it would need.
        case tooLarge(bits: Double)
    }

    private static func digitValue(_ c: UInt8) -> Int? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return Int(c - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return Int(c - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    /// Bits per digit, rounded down: enough to refuse what is far too large.
    private static func log2Radix(_ radix: Int) -> Double {
        radix >= 16 ? 4 : radix >= 8 ? 3 : radix >= 4 ? 2 : 1
    }

    private static func isDigits(_ bytes: ArraySlice<UInt8>, radix: Int) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy { (digitValue($0) ?? 99) < radix }
    }

    private static func integer(_ bytes: ArraySlice<UInt8>, radix: Int) -> BigInt? {
        if bytes.count <= 18, radix == 10 || bytes.count <= 12 {
            var n = 0
            for c in bytes { n = n * radix + (digitValue(c) ?? 0) }
            return BigInt(n)
        }
        return BigInt(String(decoding: bytes, as: UTF8.self), radix: radix)
    }

    /// An unsigned real: `digits`, `digits/digits`, or a decimal (radix 10).
    private static func parseUnsigned(_ s: [UInt8], radix: Int, exact: Bool) -> Unsigned? {
        if let slash = s.firstIndex(of: UInt8(ascii: "/")) {
            let top = s[..<slash], bottom = s[(slash + 1)...]
            if Double(s.count) * log2Radix(radix) > 2 * Double(Num.maxExactBits) {
                return .tooLarge(bits: Double(max(top.count, bottom.count)) * log2Radix(radix))
            }
            guard isDigits(top, radix: radix), isDigits(bottom, radix: radix),
                  let n = integer(top, radix: radix), let d = integer(bottom, radix: radix),
                  !d.isZero
            else { return nil }
            if n.bitWidth > Num.maxExactBits || d.bitWidth > Num.maxExactBits {
                return .tooLarge(bits: Double(max(n.bitWidth, d.bitWidth)))
            }
            return .exact(n, d)
        }
        if isDigits(s[...], radix: radix) {
            if Double(s.count) * log2Radix(radix) > Double(Num.maxExactBits) {
                return .tooLarge(bits: Double(s.count) * log2Radix(radix))
            }
            guard let n = integer(s[...], radix: radix) else { return nil }
            return .exact(n, 1)
        }
        guard radix == 10 else { return nil }
        // decimal: digits? (. digits?)? (e sign? digits)?, with a digit somewhere before e
        // (or s, f, d, l for e)
        var i = 0
        var intDigits: ArraySlice<UInt8> = []
        var fracDigits: ArraySlice<UInt8> = []
        let start = i
        while i < s.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(s[i]) { i += 1 }
        intDigits = s[start..<i]
        if i < s.count, s[i] == UInt8(ascii: ".") {
            i += 1
            let f = i
            while i < s.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(s[i]) { i += 1 }
            fracDigits = s[f..<i]
        }
        guard !intDigits.isEmpty || !fracDigits.isEmpty else { return nil }
        var exponent = 0
        if i < s.count {
            // `e`, and R4RS's other exponent markers (short, single, double, long).
            guard "esfdl".utf8.contains(s[i] | 0x20) else { return nil }
            i += 1
            var expNegative = false
            if i < s.count, s[i] == UInt8(ascii: "+") || s[i] == UInt8(ascii: "-") {
                expNegative = s[i] == UInt8(ascii: "-")
                i += 1
            }
            let e = i
            while i < s.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(s[i]) { i += 1 }
            guard i == s.count, i > e else { return nil }
            for c in s[e..<i] {
                exponent = exponent * 10 + Int(c - UInt8(ascii: "0"))
                if exponent > 100_000_000 { exponent = 100_000_000 }  // saturate
            }
            if expNegative { exponent = -exponent }
        }
        guard i == s.count else { return nil }
        if exact {
            // The exact value: (intDigits fracDigits) × 10^(exponent - fracCount).
            let allDigits = intDigits + fracDigits
            let scale = exponent - fracDigits.count
            // 10^k has about 3.33k bits: refuse what cannot be held.
            if Double(scale.magnitude) * 3.33 + Double(allDigits.count) * 3.33 > Double(Num.maxExactBits) {
                if allDigits.allSatisfy({ $0 == UInt8(ascii: "0") }) { return .exact(0, 1) }
                return .tooLarge(bits: Double(scale.magnitude) * 3.33 + Double(allDigits.count) * 3.33)
            }
            let m = integer(allDigits, radix: 10) ?? 0
            if scale >= 0 { return .exact(m * BigInt(10).power(scale), 1) }
            return .exact(m, BigInt(10).power(-scale))
        }
        // Inexact: let the standard library round the canonical text correctly.
        let text = "0" + String(decoding: intDigits, as: UTF8.self) + "." + String(decoding: fracDigits, as: UTF8.self)
            + "0e" + String(exponent)
        guard let x = Double(text) else { return nil }
        return .inexact(x)
    }
}
