// BigInt: arbitrary-precision signed integers, standard library only.
//
// Representation: sign and magnitude. `limbs` holds the magnitude as
// little-endian 64-bit words with no high zero limbs; zero is the empty array
// and is never negative. Every initialiser and operation keeps this invariant,
// so equal values have equal stored properties (and equal hashes).
//
// Files:
// - BigInt.swift            the type, properties, comparison, hashing, Int and Double conversions
// - BigIntArithmetic.swift  addition, subtraction, multiplication and squaring (schoolbook, Karatsuba)
// - BigIntToom.swift        Toom-3 multiplication and squaring (hundreds of limbs)
// - BigIntNTT.swift         multiplication by number-theoretic transforms (thousands of limbs)
// - BigIntDivision.swift    division (single limb, Knuth D), gcd, power, square root, shifts
// - BigIntWord.swift        with one word: reciprocal division, remainder, gcd, in-place products, a·x + b·y
// - BigIntText.swift        parsing and printing in radix 2...36
// - BigIntRadix.swift       their kernels: chunked base case, divide and conquer, Barrett
// - BigIntBitwise.swift     and, or, xor in two's complement

/// An arbitrary-precision signed integer.
///
/// ```swift
/// let big = BigInt(2).power(100)        // 1267650600228229401496703205376
/// let f = (1...30).reduce(BigInt(1)) { $0 * BigInt($1) }
/// print(f)                              // 265252859812191058636308480000000
/// ```
///
/// `BigInt` is a value type (sign and magnitude, 64-bit limbs). Division
/// follows Scheme: `quotient(dividingBy:)` truncates toward zero,
/// `remainder(dividingBy:)` has the sign of the dividend and `modulo(_:)` has
/// the sign of the divisor.
///
/// Size is limited only by memory; operations whose result would not fit in
/// memory trap.
public struct BigInt: Sendable {
    /// True when the value is negative. Never true for zero.
    @usableFromInline
    internal var isNegativeFlag: Bool

    /// The magnitude, little-endian 64-bit limbs, no high zero limbs.
    @usableFromInline
    internal var limbs: [UInt]

    /// Builds a value from raw parts, normalising: high zero limbs are removed
    /// and zero is made non-negative.
    @inlinable
    internal init(limbs: [UInt], isNegative: Bool) {
        var limbs = limbs
        while let last = limbs.last, last == 0 { limbs.removeLast() }
        self.limbs = limbs
        self.isNegativeFlag = isNegative && !limbs.isEmpty
    }

    /// Builds a value from parts that are already normalised (no high zero
    /// limbs; `isNegative` false when `limbs` is empty).
    @inlinable
    internal init(normalisedLimbs limbs: [UInt], isNegative: Bool) {
        self.limbs = limbs
        self.isNegativeFlag = isNegative
    }

    /// Creates a `BigInt` equal to `value`.
    ///
    /// ```swift
    /// BigInt(-42).description   // "-42"
    /// ```
    /// - Parameters:
    ///   - value: any `Int`, including `Int.min`.
    /// - Complexity: O(1).
    @inlinable
    public init(_ value: Int) {
        if value == 0 {
            limbs = []
            isNegativeFlag = false
        } else {
            limbs = [value.magnitude]
            isNegativeFlag = value < 0
        }
    }

    /// True when the value is zero.
    ///
    /// ```swift
    /// BigInt(0).isZero   // true
    /// ```
    /// - Returns: whether `self == 0`.
    /// - Complexity: O(1).
    @inlinable
    public var isZero: Bool { limbs.isEmpty }

    /// True when the value is less than zero.
    ///
    /// ```swift
    /// BigInt(-3).isNegative   // true
    /// ```
    /// - Returns: whether `self < 0`.
    /// - Complexity: O(1).
    @inlinable
    public var isNegative: Bool { isNegativeFlag }

    /// True when the value is divisible by two (zero is even).
    ///
    /// ```swift
    /// BigInt(-4).isEven   // true
    /// ```
    /// - Returns: whether `self % 2 == 0`.
    /// - Complexity: O(1).
    @inlinable
    public var isEven: Bool { (limbs.first ?? 0) & 1 == 0 }

    /// True when the value is not divisible by two.
    ///
    /// ```swift
    /// BigInt(-3).isOdd   // true
    /// ```
    /// - Returns: whether `self % 2 != 0`.
    /// - Complexity: O(1).
    @inlinable
    public var isOdd: Bool { (limbs.first ?? 0) & 1 == 1 }

    /// The sign of the value: -1, 0 or 1.
    ///
    /// ```swift
    /// BigInt(-7).signum()   // -1
    /// ```
    /// - Returns: -1 when negative, 0 when zero, 1 when positive.
    /// - Complexity: O(1).
    @inlinable
    public func signum() -> Int {
        isNegativeFlag ? -1 : (limbs.isEmpty ? 0 : 1)
    }

    /// The number of significant bits of the magnitude; 0 for zero.
    ///
    /// ```swift
    /// BigInt(255).bitWidth       // 8
    /// BigInt(-256).bitWidth      // 9
    /// ```
    /// - Returns: the smallest `k` with `|self| < 2^k`.
    /// - Complexity: O(1).
    @inlinable
    public var bitWidth: Int {
        guard let top = limbs.last else { return 0 }
        return limbs.count &* UInt.bitWidth &- top.leadingZeroBitCount
    }
}

// MARK: - Equality, hashing, ordering

extension BigInt: Hashable {
    /// True when both values are equal.
    ///
    /// ```swift
    /// BigInt(5) == BigInt(5)   // true
    /// ```
    /// - Parameters:
    ///   - lhs: a value.
    ///   - rhs: another value.
    /// - Returns: whether the values are equal.
    /// - Complexity: O(n) in the limb count.
    @inlinable
    public static func == (lhs: BigInt, rhs: BigInt) -> Bool {
        lhs.isNegativeFlag == rhs.isNegativeFlag && lhs.limbs == rhs.limbs
    }

    /// Feeds the value to `hasher`; equal values hash equally.
    ///
    /// ```swift
    /// var set: Set<BigInt> = [BigInt(1), BigInt(1)]   // one element
    /// ```
    /// - Parameters:
    ///   - hasher: the hasher to feed.
    /// - Complexity: O(n) in the limb count.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(isNegativeFlag)
        hasher.combine(limbs.count)
        for limb in limbs { hasher.combine(limb) }
    }
}

extension BigInt: Comparable {
    /// Compares two magnitudes: -1, 0 or 1.
    @inlinable
    internal static func compareMagnitudes(_ a: [UInt], _ b: [UInt]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        var i = a.count - 1
        while i >= 0 {
            let x = a[i], y = b[i]
            if x != y { return x < y ? -1 : 1 }
            i -= 1
        }
        return 0
    }

    /// True when `lhs` is less than `rhs`.
    ///
    /// ```swift
    /// BigInt(-10) < BigInt(3)   // true
    /// ```
    /// - Parameters:
    ///   - lhs: a value.
    ///   - rhs: another value.
    /// - Returns: whether `lhs < rhs`.
    /// - Complexity: O(n) in the limb count; O(1) when the signs or limb counts differ.
    @inlinable
    public static func < (lhs: BigInt, rhs: BigInt) -> Bool {
        if lhs.isNegativeFlag != rhs.isNegativeFlag { return lhs.isNegativeFlag }
        let c = compareMagnitudes(lhs.limbs, rhs.limbs)
        return lhs.isNegativeFlag ? c > 0 : c < 0
    }
}

// MARK: - Literals, descriptions

extension BigInt: ExpressibleByIntegerLiteral {
    /// Creates a value from an integer literal (which must fit in `Int`).
    ///
    /// ```swift
    /// let n: BigInt = 42
    /// ```
    /// - Parameters:
    ///   - value: the literal.
    /// - Complexity: O(1).
    @inlinable
    public init(integerLiteral value: Int) {
        self.init(value)
    }
}

extension BigInt: CustomStringConvertible, CustomDebugStringConvertible {
    /// The value in decimal: "-" for negatives, "0" for zero.
    ///
    /// ```swift
    /// BigInt(2).power(100).description   // "1267650600228229401496703205376"
    /// ```
    /// - Returns: the decimal digits, with a leading "-" when negative.
    /// - Complexity: O(M(n)·log n) in the limb count, M the cost of a
    ///   multiplication (see `toString(radix:)`).
    public var description: String { toString(radix: 10) }

    /// The decimal value, as `description`.
    ///
    /// ```swift
    /// BigInt(-5).debugDescription   // "-5"
    /// ```
    /// - Returns: the same text as `description`.
    /// - Complexity: as `description`.
    public var debugDescription: String { description }
}

// MARK: - Int conversions

extension BigInt {
    /// Creates a value equal to any binary integer; never fails.
    ///
    /// ```swift
    /// BigInt(exactly: UInt.max)   // 18446744073709551615
    /// ```
    /// - Parameters:
    ///   - source: the integer to convert.
    /// - Returns: the equal `BigInt` (the initialiser is failable only because
    ///   `Numeric` requires it to be).
    /// - Complexity: O(w) in the number of words of `source`.
    @inlinable
    public init?<T: BinaryInteger>(exactly source: T) {
        let negative = source < 0
        self.init(limbs: Array(source.magnitude.words), isNegative: negative)
    }
}

extension Int {
    /// Creates an `Int` equal to `value`, or nil when it does not fit.
    ///
    /// ```swift
    /// Int(exactly: BigInt(-5))               // -5
    /// Int(exactly: BigInt(2).power(63))      // nil
    /// ```
    /// - Parameters:
    ///   - value: the `BigInt` to convert.
    /// - Returns: the `Int`, or nil when `value` is outside `Int.min...Int.max`.
    /// - Complexity: O(1).
    @inlinable
    public init?(exactly value: BigInt) {
        switch value.limbs.count {
        case 0:
            self = 0
        case 1:
            let m = value.limbs[0]
            if value.isNegativeFlag {
                guard m <= UInt(1) << (UInt.bitWidth - 1) else { return nil }
                self = Int(truncatingIfNeeded: 0 &- m)
            } else {
                guard m <= UInt(Int.max) else { return nil }
                self = Int(m)
            }
        default:
            return nil
        }
    }
}

// MARK: - Double conversions

extension BigInt {
    /// Creates the integer equal to `value`, or nil when `value` is not an
    /// integer (fractional, NaN or infinite). Exact for every finite double,
    /// however large (1e300 gives all 301 digits of the double's value).
    ///
    /// ```swift
    /// BigInt(exactly: 1e20)    // 100000000000000000000
    /// BigInt(exactly: 0.5)     // nil
    /// ```
    /// - Parameters:
    ///   - value: the `Double` to convert.
    /// - Returns: the exact integer value, or nil.
    /// - Complexity: O(e/64) for a binary exponent e (at most 17 limbs).
    public init?(exactly value: Double) {
        guard value.isFinite else { return nil }
        if value.magnitude < 9223372036854775808.0 {  // 2^63
            // Int(_:) truncates toward zero; the value is integral iff it
            // survives the round trip. (No libm: `rounded` may call `trunc`.)
            let i = Int(value)
            guard Double(i) == value else { return nil }
            self.init(i)
            return
        }
        self.init(truncating: value)  // |value| >= 2^63 is always integral
    }

    /// Creates the integer part of `value`, truncating toward zero.
    ///
    /// ```swift
    /// BigInt(truncating: -2.75)   // -2
    /// BigInt(truncating: 1e20)    // 100000000000000000000
    /// ```
    /// - Parameters:
    ///   - value: a finite `Double`.
    /// - Returns: `value` with its fraction removed.
    /// - Precondition: `value.isFinite`.
    /// - Complexity: O(e/64) for a binary exponent e (at most 17 limbs).
    public init(truncating value: Double) {
        precondition(value.isFinite, "BigInt(truncating:) needs a finite Double")
        if value.magnitude < 9223372036854775808.0 {  // 2^63
            self.init(Int(value))  // truncates toward zero
            return
        }
        // |value| >= 2^63: an integer, a 53-bit significand times 2^(e - 52), e >= 63.
        let t = value.magnitude
        let negative = value < 0
        let significand = (UInt(1) << Double.significandBitCount) | UInt(t.significandBitPattern)
        let shift = Int(t.exponent) - Double.significandBitCount
        var result = BigInt(limbs: [significand], isNegative: false) << shift
        if negative { result.isNegativeFlag = true }
        self = result
    }
}

extension Double {
    /// Creates the `Double` nearest to `value`, rounding half to even;
    /// ±infinity when `value` is too large for a `Double`.
    ///
    /// ```swift
    /// Double(BigInt(2).power(53) + 1)   // 9007199254740992.0 (2^53)
    /// Double(BigInt(2).power(1024))     // inf
    /// ```
    /// - Parameters:
    ///   - value: the `BigInt` to convert.
    /// - Returns: the correctly rounded `Double`.
    /// - Complexity: O(n) in the limb count (a scan for the sticky bit).
    public init(_ value: BigInt) {
        let limbs = value.limbs
        let sign: FloatingPointSign = value.isNegativeFlag ? .minus : .plus
        switch limbs.count {
        case 0:
            self = 0
            return
        case 1:
            // UInt -> Double conversion is correctly rounded.
            let d = Double(limbs[0])
            self = value.isNegativeFlag ? -d : d
            return
        default:
            break
        }
        // Take the top 64 significant bits, fold all lower bits into bit 0
        // (a sticky bit: it lies far below the rounding position, bit 10),
        // convert that 64-bit integer (correctly rounded), then scale exactly.
        let n = limbs.count
        let lz = limbs[n - 1].leadingZeroBitCount
        var top: UInt
        var sticky: Bool
        if lz == 0 {
            top = limbs[n - 1]
            sticky = limbs[n - 2] != 0
        } else {
            top = (limbs[n - 1] << lz) | (limbs[n - 2] >> (UInt.bitWidth - lz))
            sticky = (limbs[n - 2] << lz) != 0
        }
        var i = n - 3
        while !sticky && i >= 0 {
            sticky = limbs[i] != 0
            i -= 1
        }
        if sticky { top |= 1 }
        let shift = (n - 1) * UInt.bitWidth - lz  // value ≈ top * 2^shift
        self = Double(sign: sign, exponent: shift, significand: Double(top))
    }
}
