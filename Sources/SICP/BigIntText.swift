// BigInt parsing and printing in radix 2...36.

extension BigInt {
    /// For a radix, the largest k with radix^k <= UInt.max, and radix^k.
    @usableFromInline
    internal static func chunkInfo(radix: Int) -> (digits: Int, power: UInt) {
        let r = UInt(radix)
        var digits = 0
        var power: UInt = 1
        while true {
            let (next, overflow) = power.multipliedReportingOverflow(by: r)
            if overflow { break }
            power = next
            digits += 1
        }
        return (digits, power)
    }

    /// a = a * m + c, in place (a normalised magnitude).
    @usableFromInline
    internal static func multiplyAddInPlace(_ a: inout [UInt], _ m: UInt, _ c: UInt) {
        var carry = c
        a.withUnsafeMutableBufferPointer { p in
            for i in 0..<p.count {
                let (hi, lo) = p[i].multipliedFullWidth(by: m)
                let (s, o) = lo.addingReportingOverflow(carry)
                p[i] = s
                carry = hi &+ carryBit(o)
            }
        }
        if carry != 0 { a.append(carry) }
    }

    /// The value of an ASCII digit in radix up to 36, or nil.
    @inlinable
    internal static func digitValue(_ c: UInt8) -> Int? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(c &- UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return Int(c &- UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return Int(c &- UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    /// Parses a decimal integer: an optional leading `+` or `-`, then at
    /// least one digit, nothing else (no spaces, no underscores).
    ///
    /// ```swift
    /// BigInt("-123456789012345678901234567890")   // -123456789012345678901234567890
    /// BigInt("12a")                               // nil
    /// ```
    /// - Parameters:
    ///   - text: the text to parse.
    /// - Returns: the value, or nil when `text` is not a decimal integer.
    /// - Complexity: O(M(d)·log d) for d digits, M the cost of a
    ///   multiplication (O(d log d) at this size): a million digits take well
    ///   under a second; below a few hundred digits, chunks of 19 digits.
    public init?(_ text: String) {
        self.init(text, radix: 10)
    }

    /// Parses an integer in the given radix: an optional leading `+` or `-`,
    /// then at least one digit; letters `a...z` (either case) stand for 10...35.
    ///
    /// ```swift
    /// BigInt("-ff", radix: 16)   // -255
    /// BigInt("102", radix: 2)    // nil
    /// ```
    /// - Parameters:
    ///   - text: the text to parse.
    ///   - radix: the base, 2...36.
    /// - Returns: the value, or nil when `text` is not an integer in `radix`.
    /// - Precondition: `2 <= radix <= 36`.
    /// - Complexity: O(M(d)·log d) for d digits, as `init?(_:)`.
    public init?(_ text: String, radix: Int) {
        precondition((2...36).contains(radix), "BigInt radix must be in 2...36")
        var utf8 = Array(text.utf8)[...]
        var negative = false
        if let first = utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            utf8 = utf8.dropFirst()
        }
        if utf8.isEmpty { return nil }
        guard let limbs = BigInt.parseMagnitude(utf8, radix: radix) else { return nil }
        self.init(normalisedLimbs: limbs, isNegative: negative && !limbs.isEmpty)
    }

    /// The value written in the given radix, with lower-case letters for
    /// digits above 9 and a leading "-" for negatives.
    ///
    /// ```swift
    /// BigInt(-255).toString(radix: 16)   // "-ff"
    /// ```
    /// - Parameters:
    ///   - radix: the base, 2...36.
    /// - Returns: the digits, without prefix or padding; "0" for zero.
    /// - Precondition: `2 <= radix <= 36`.
    /// - Complexity: O(M(n)·log n) in the limb count n, M the cost of a
    ///   multiplication: divide and conquer over the powers radix^(c·2^i),
    ///   each division a multiplication by a Newton reciprocal (Barrett);
    ///   below about 30 limbs, repeated one-limb division.
    public func toString(radix: Int) -> String {
        precondition((2...36).contains(radix), "BigInt radix must be in 2...36")
        if isZero { return "0" }
        var out: [UInt8] = []
        out.reserveCapacity(limbs.count * UInt.bitWidth + 2)
        if isNegativeFlag { out.append(UInt8(ascii: "-")) }
        BigInt.appendDigits(of: limbs, radix: radix, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
