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
    /// - Complexity: O(d²) for d digits (chunks of 19 digits; 20,000 digits
    ///   take a few milliseconds).
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
    /// - Complexity: O(d²) for d digits.
    public init?(_ text: String, radix: Int) {
        precondition((2...36).contains(radix), "BigInt radix must be in 2...36")
        var utf8 = Array(text.utf8)[...]
        var negative = false
        if let first = utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            utf8 = utf8.dropFirst()
        }
        if utf8.isEmpty { return nil }
        let (chunkDigits, chunkPower) = BigInt.chunkInfo(radix: radix)
        let r = UInt(radix)
        var limbs: [UInt] = []
        limbs.reserveCapacity(utf8.count / chunkDigits / 2 + 2)
        // The first chunk takes the leftover digits so the rest are full.
        var index = utf8.startIndex
        var chunkLength = utf8.count % chunkDigits
        if chunkLength == 0 { chunkLength = chunkDigits }
        while index < utf8.endIndex {
            var chunk: UInt = 0
            var multiplier: UInt = 1
            for k in index..<(index + chunkLength) {
                guard let d = BigInt.digitValue(utf8[k]), d < radix else { return nil }
                chunk = chunk &* r &+ UInt(d)
                multiplier = multiplier &* r
            }
            if chunkLength == chunkDigits { multiplier = chunkPower }
            BigInt.multiplyAddInPlace(&limbs, multiplier, chunk)
            index += chunkLength
            chunkLength = chunkDigits
        }
        while let last = limbs.last, last == 0 { limbs.removeLast() }
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
    /// - Complexity: O(n²) in the limb count (repeated one-limb division).
    public func toString(radix: Int) -> String {
        precondition((2...36).contains(radix), "BigInt radix must be in 2...36")
        if isZero { return "0" }
        let (chunkDigits, chunkPower) = BigInt.chunkInfo(radix: radix)
        // Chunks of chunkDigits digits, least significant first.
        var chunks: [UInt] = []
        var m = limbs
        chunks.reserveCapacity(m.count * 64 / chunkDigits + 2)
        while !m.isEmpty {
            chunks.append(BigInt.divideInPlace(&m, by: chunkPower))
        }
        let alphabet: [UInt8] = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)
        let r = UInt(radix)
        var out: [UInt8] = []
        out.reserveCapacity(chunks.count * chunkDigits + 1)
        if isNegativeFlag { out.append(UInt8(ascii: "-")) }
        var digits = [UInt8](repeating: 0, count: chunkDigits)
        for (i, chunk) in chunks.enumerated().reversed() {
            var c = chunk
            var k = chunkDigits
            while c != 0 {
                k -= 1
                digits[k] = alphabet[Int(c % r)]
                c /= r
            }
            if i != chunks.count - 1 {
                // Inner chunks are padded with zeros to full width.
                while k > 0 {
                    k -= 1
                    digits[k] = UInt8(ascii: "0")
                }
            }
            out.append(contentsOf: digits[k...])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
