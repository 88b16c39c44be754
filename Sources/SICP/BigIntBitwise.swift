// Bitwise operations on BigInt, in two's complement (as Racket's
// `bitwise-and` and SRFI 151 define them on integers of any size).

extension BigInt {
    /// The limbs of `self` in two's complement, `count` of them (enough to
    /// hold the magnitude and a sign bit), sign-extended.
    @usableFromInline
    internal func twosComplement(_ count: Int) -> [UInt] {
        var words = limbs + Array(repeating: 0, count: count - limbs.count)
        if isNegativeFlag { Self.negate(&words) }
        return words
    }

    /// `words` negated in two's complement: ~w + 1.
    @usableFromInline
    internal static func negate(_ words: inout [UInt]) {
        var carry: UInt = 1
        for i in words.indices {
            let (sum, overflow) = (~words[i]).addingReportingOverflow(carry)
            words[i] = sum
            carry = overflow ? 1 : 0
        }
    }

    /// `op` applied bit by bit to `self` and `other` in two's complement,
    /// each extended with its sign's bits for ever.
    ///
    /// ```swift
    /// BigInt(6).bitwise(BigInt(3), &)                  // 2
    /// BigInt(-256).bitwise(BigInt(255), |)            // -1
    /// ```
    /// - Parameter op: a bitwise operation on words (`&`, `|`, `^`).
    /// - Complexity: O(n), n the longer operand's limbs.
    public func bitwise(_ other: BigInt, _ op: (UInt, UInt) -> UInt) -> BigInt {
        let count = Swift.max(limbs.count, other.limbs.count) + 1
        let a = twosComplement(count), b = other.twosComplement(count)
        var words = (0..<count).map { op(a[$0], b[$0]) }
        // The top word holds only sign bits: the result's sign.
        let negative = words[count - 1] >> (UInt.bitWidth - 1) == 1
        // The magnitude of a negative one.
        if negative { Self.negate(&words) }
        return BigInt(limbs: words, isNegative: negative)
    }
}
