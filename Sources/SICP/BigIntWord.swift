// BigInt operations with a one-word operand: division by a word through a
// precomputed reciprocal, the remainder and gcd with a word, in-place
// multiplication and division by a word, and the fused a·x + b·y that adding
// exact fractions needs. No temporaries: each result is one allocation, or
// none when it is made in place.

/// A divisor word prepared for repeated division: shifted so that its top
/// bit is set, with its reciprocal (Möller and Granlund, "Improved division
/// by invariant integers", 2011, algorithm 4). Each limb then takes two
/// multiplications instead of a 128-by-64-bit division, which Swift compiles
/// to a library call on x86-64.
@usableFromInline
internal struct WordDivisor {
    /// The divisor shifted left by `shift`: its top bit is set.
    @usableFromInline let normalised: UInt
    /// The number of leading zero bits of the divisor.
    @usableFromInline let shift: Int
    /// floor((2^128 - 1) / normalised) - 2^64.
    @usableFromInline let reciprocal: UInt

    @inlinable
    init(_ d: UInt) {
        precondition(d != 0, "division by zero")
        shift = d.leadingZeroBitCount
        normalised = d << shift
        reciprocal = normalised.dividingFullWidth((~normalised, UInt.max)).quotient
    }

    /// (u1·2^64 + u0) divided by `normalised`; requires u1 < normalised.
    @inlinable @inline(__always)
    func divide(_ u1: UInt, _ u0: UInt) -> (quotient: UInt, remainder: UInt) {
        let (p1, p0) = reciprocal.multipliedFullWidth(by: u1)
        let (q0, c) = p0.addingReportingOverflow(u0)
        var q1 = p1 &+ u1 &+ carryBit(c) &+ 1
        var r = u0 &- q1 &* normalised
        if r > q0 {
            q1 = q1 &- 1
            r = r &+ normalised
        }
        if r >= normalised {
            q1 = q1 &+ 1
            r = r &- normalised
        }
        return (q1, r)
    }

    /// Divides a[0..<n] by the divisor, writing the quotient to q[0..<n]
    /// (`q` may be `a`, or nil for the remainder alone); returns the remainder.
    @inlinable @inline(__always)
    func divide(_ a: UnsafePointer<UInt>, _ n: Int, quotient q: UnsafeMutablePointer<UInt>?) -> UInt {
        if n == 0 { return 0 }
        let s = shift
        // The dividend shifted left by s: its top limb, a[n-1] >> (64 - s),
        // is below the divisor, so it starts the remainder. `(x >> 1) >> (63
        // - s)` is x >> (64 - s), and 0 for s == 0, with no branch.
        var r = (a[n &- 1] &>> 1) &>> (63 &- s)
        var i = n &- 1
        while i > 0 {
            let u0 = (a[i] &<< s) | ((a[i &- 1] &>> 1) &>> (63 &- s))
            let (qi, ri) = divide(r, u0)
            q?[i] = qi
            r = ri
            i &-= 1
        }
        let (q0, r0) = divide(r, a[0] &<< s)
        q?[0] = q0
        return r0 &>> s
    }
}

extension BigInt {
    // MARK: - Magnitude kernels

    /// Divides the magnitude in `a` by `d` in place, removing high zero
    /// limbs from the quotient; returns the remainder.
    @usableFromInline
    internal static func divideInPlace(_ a: inout [UInt], by divisor: WordDivisor) -> UInt {
        let r = a.withUnsafeMutableBufferPointer { p -> UInt in
            guard let base = p.baseAddress else { return 0 }
            return divisor.divide(base, p.count, quotient: base)
        }
        while let last = a.last, last == 0 { a.removeLast() }
        return r
    }

    /// Divides the magnitude in `a` by `d` in place, `d` a divisor of it:
    /// the odd part of `d` by Hensel's exact division (Jebelean; GMP's
    /// divexact_1), low limb first with a multiplication by its inverse
    /// modulo 2^64 and no division at all, then a shift for the power of two.
    ///
    /// From 8 limbs, two independent chains the processor overlaps: the low
    /// half L (m limbs) by Hensel's method, L + c·2^(64m) = h·qL, and the high
    /// half H by division, H = h·qH + r. As h divides a = L + 2^(64m)·H, it
    /// divides r - c, which lies in (-h, h): the quotient is qL + 2^(64m)·qH,
    /// less 2^(64m) when c == h (and r == 0).
    @usableFromInline
    internal static func divideExactlyInPlace(_ a: inout [UInt], by d: UInt) {
        let k = d.trailingZeroBitCount
        let h = d >> k
        a.withUnsafeMutableBufferPointer { p in
            let n = p.count
            if n == 0 { return }
            if h != 1 {
                let inverse = inverseModuloWord(h)
                var borrow: UInt = 0
                var i = 0
                if n >= 8 {
                    let low = p.baseAddress!
                    let m = n / 2, hn = n - m
                    let high = low + m
                    let divisor = WordDivisor(h)
                    let s = divisor.shift
                    var r = (high[hn - 1] &>> 1) &>> (63 &- s)
                    var j = hn - 1
                    while j > 0 {
                        let u0 = (high[j] &<< s) | ((high[j &- 1] &>> 1) &>> (63 &- s))
                        (high[j], r) = divisor.divide(r, u0)
                        j &-= 1
                        if i < m {
                            let (t, b) = low[i].subtractingReportingOverflow(borrow)
                            let q = t &* inverse
                            low[i] = q
                            borrow = q.multipliedFullWidth(by: h).high &+ carryBit(b)
                            i &+= 1
                        }
                    }
                    high[0] = divisor.divide(r, high[0] &<< s).quotient
                    while i < m {
                        let (t, b) = low[i].subtractingReportingOverflow(borrow)
                        let q = t &* inverse
                        low[i] = q
                        borrow = q.multipliedFullWidth(by: h).high &+ carryBit(b)
                        i &+= 1
                    }
                    if borrow == h {
                        // The high quotient is one too large: take 1 off it.
                        var x = m
                        while x < n {
                            let (v, o) = p[x].subtractingReportingOverflow(1)
                            p[x] = v
                            if !o { break }
                            x &+= 1
                        }
                    }
                } else {
                    for i in 0..<n {
                        let (t, b) = p[i].subtractingReportingOverflow(borrow)
                        let q = t &* inverse
                        p[i] = q
                        borrow = q.multipliedFullWidth(by: h).high &+ carryBit(b)
                    }
                }
            }
            if k > 0 {
                for i in 0..<(n - 1) { p[i] = (p[i] &>> k) | (p[i + 1] &<< (UInt.bitWidth - k)) }
                p[n - 1] = p[n - 1] &>> k
            }
        }
        while let last = a.last, last == 0 { a.removeLast() }
    }

    /// The inverse of an odd word modulo 2^64, by Newton's iteration:
    /// h·h ≡ 1 (mod 8), and each step doubles the correct low bits.
    @inlinable @inline(__always)
    internal static func inverseModuloWord(_ h: UInt) -> UInt {
        var inverse = h
        for _ in 0..<5 { inverse = inverse &* (2 &- h &* inverse) }
        return inverse
    }

    /// For an odd `h`, a word `c <= h` with |a| ≡ -c·2^(64n) (mod h), n the
    /// limb count: the borrow Hensel's exact division by h leaves (see
    /// `divideExactlyInPlace`: |a| + c·2^(64n) = h·q). As 2^64 is prime to
    /// h, gcd(|a|, h) == gcd(c, h): a gcd with a word in one pass of a
    /// multiplication and a high product per limb, no division.
    @usableFromInline
    internal static func henselResidue(_ a: [UInt], _ h: UInt) -> UInt {
        let inverse = inverseModuloWord(h)
        return a.withUnsafeBufferPointer { p in
            var borrow: UInt = 0
            for limb in p {
                let (s, b) = limb.subtractingReportingOverflow(borrow)
                borrow = (s &* inverse).multipliedFullWidth(by: h).high &+ carryBit(b)
            }
            return borrow
        }
    }

    /// gcd(|a|, h) for an odd h > 1, in one pass with two independent
    /// chains, so that the processor overlaps them: the low half of the
    /// limbs by its Hensel residue (low limb first), the high half by its
    /// remainder (high limb first, `WordDivisor`). With m low limbs,
    /// a = L + 2^(64m)·H ≡ 2^(64m)·(H mod h - c) (mod h), where
    /// L ≡ -c·2^(64m); 2^64 is prime to h, so gcd(a, h) = gcd(H mod h - c, h).
    @usableFromInline
    internal static func gcdOdd(_ a: [UInt], _ h: UInt) -> UInt {
        let n = a.count
        // Short numbers: one chain (the reciprocal costs a division).
        if n < 8 { return gcdWords(henselResidue(a, h), h) }
        let inverse = inverseModuloWord(h)
        let divisor = WordDivisor(h)
        let m = n / 2  // low limbs; the high part has n - m >= m
        let (c, r) = a.withUnsafeBufferPointer { buffer -> (UInt, UInt) in
            let low = buffer.baseAddress!, high = low + m
            let hn = n - m, s = divisor.shift
            var borrow: UInt = 0
            var r = (high[hn - 1] &>> 1) &>> (63 &- s)
            var i = 0, j = hn - 1
            while j > 0 {
                let u0 = (high[j] &<< s) | ((high[j &- 1] &>> 1) &>> (63 &- s))
                r = divisor.divide(r, u0).remainder
                j &-= 1
                if i < m {
                    let (d, b) = low[i].subtractingReportingOverflow(borrow)
                    borrow = (d &* inverse).multipliedFullWidth(by: h).high &+ carryBit(b)
                    i &+= 1
                }
            }
            r = divisor.divide(r, high[0] &<< s).remainder &>> s
            while i < m {
                let (d, b) = low[i].subtractingReportingOverflow(borrow)
                borrow = (d &* inverse).multipliedFullWidth(by: h).high &+ carryBit(b)
                i &+= 1
            }
            return (borrow, r)
        }
        // c <= h and r < h: r - c modulo h, without overflow.
        let cModH = c == h ? 0 : c
        return gcdWords(r >= cModH ? r - cModH : r &- cModH &+ h, h)
    }

    /// |a| mod d, reading `a` only.
    @usableFromInline
    internal static func remainderMagnitude(_ a: [UInt], _ d: UInt) -> UInt {
        if a.count == 1 { return a[0] % d }
        let divisor = WordDivisor(d)
        return a.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress else { return 0 }
            return divisor.divide(base, p.count, quotient: nil)
        }
    }

    /// dst[0..<n] -= src[0..<n] · m; returns the limb to subtract from dst[n]
    /// (the top of the product plus the borrow).
    @inlinable @inline(__always)
    internal static func subtractMultiple(
        _ dst: UnsafeMutablePointer<UInt>, _ src: UnsafePointer<UInt>, _ n: Int, _ m: UInt
    ) -> UInt {
        var carry: UInt = 0
        var i = 0
        while i < n {
            let (hi, lo) = src[i].multipliedFullWidth(by: m)
            let (p, o) = lo.addingReportingOverflow(carry)
            let (d, b) = dst[i].subtractingReportingOverflow(p)
            dst[i] = d
            carry = hi &+ carryBit(o) &+ carryBit(b)
            i &+= 1
        }
        return carry
    }

    /// dst[0..<n] += src[0..<n] · m; returns the carry into dst[n].
    @inlinable @inline(__always)
    internal static func addMultiple(
        _ dst: UnsafeMutablePointer<UInt>, _ src: UnsafePointer<UInt>, _ n: Int, _ m: UInt
    ) -> UInt {
        var carry: UInt = 0
        var i = 0
        while i < n {
            let (hi, lo) = src[i].multipliedFullWidth(by: m)
            let (p, o) = lo.addingReportingOverflow(carry)
            let (s, c) = dst[i].addingReportingOverflow(p)
            dst[i] = s
            // hi <= 2^64 - 2: the sum cannot overflow.
            carry = hi &+ carryBit(o) &+ carryBit(c)
            i &+= 1
        }
        return carry
    }

    // MARK: - Public operations with a word

    /// The remainder of the magnitude divided by a word: `|self| mod d`.
    ///
    /// ```swift
    /// BigInt(-7).magnitudeRemainder(dividingBy: 3)   // 1
    /// ```
    /// - Parameters:
    ///   - d: the divisor, not zero.
    /// - Returns: `|self| mod d`, in `0..<d`.
    /// - Precondition: `d != 0`.
    /// - Complexity: O(n) in the limb count; no allocation.
    public func magnitudeRemainder(dividingBy d: UInt) -> UInt {
        precondition(d != 0, "BigInt division by zero")
        return BigInt.remainderMagnitude(limbs, d)
    }

    /// Divides by a word in place, truncating toward zero (the sign stays,
    /// zero is never negative); returns the remainder of the magnitudes.
    ///
    /// ```swift
    /// var n = BigInt(-7)
    /// n.divide(byWord: 2)   // 1, and n is -3
    /// ```
    /// - Parameters:
    ///   - d: the divisor, not zero.
    /// - Returns: `|self| mod d` before the division.
    /// - Precondition: `d != 0`.
    /// - Complexity: O(n) in the limb count; no allocation when the limbs
    ///   are not shared.
    @discardableResult
    public mutating func divide(byWord d: UInt) -> UInt {
        precondition(d != 0, "BigInt division by zero")
        if d == 1 { return 0 }
        let r = BigInt.divideInPlace(&limbs, by: WordDivisor(d))
        if limbs.isEmpty { isNegativeFlag = false }
        return r
    }

    /// Multiplies by a word in place.
    ///
    /// ```swift
    /// var n = BigInt(-7)
    /// n.multiply(byWord: 3)   // n is -21
    /// ```
    /// - Parameters:
    ///   - m: the multiplier.
    /// - Complexity: O(n) in the limb count; no allocation when the limbs
    ///   are not shared and have room for one more.
    public mutating func multiply(byWord m: UInt) {
        if m == 1 || limbs.isEmpty { return }
        if m == 0 {
            self = BigInt(normalisedLimbs: [], isNegative: false)
            return
        }
        // Room for the carry first: a shared array is copied once, here,
        // not once to write and again to grow.
        limbs.reserveCapacity(limbs.count + 1)
        let carry = limbs.withUnsafeMutableBufferPointer { p in
            BigInt.multiplyByLimb(p.baseAddress!, p.count, m, into: p.baseAddress!)
        }
        if carry != 0 { limbs.append(carry) }
    }

    /// The quotient of the magnitude by a word, with the sign of `self`
    /// (`self / d` truncated toward zero), with room to multiply it by a
    /// word in place afterwards.
    ///
    /// ```swift
    /// BigInt(-7).quotient(dividingByWord: 2)   // -3
    /// ```
    /// - Parameters:
    ///   - d: the divisor, not zero.
    /// - Returns: `self / d` truncated toward zero.
    /// - Precondition: `d != 0`.
    /// - Complexity: O(n) in the limb count; one allocation.
    public func quotient(dividingByWord d: UInt) -> BigInt {
        precondition(d != 0, "BigInt division by zero")
        var q = BigInt.copiedLimbs(limbs, extra: 1)
        _ = BigInt.divideInPlace(&q, by: WordDivisor(d))
        return BigInt(normalisedLimbs: q, isNegative: isNegativeFlag && !q.isEmpty)
    }

    /// Divides in place by a word that divides the value exactly: faster
    /// than ``divide(byWord:)`` (no division instruction or reciprocal).
    ///
    /// ```swift
    /// var n = BigInt(-42)
    /// n.divideExactly(byWord: 6)   // n is -7
    /// ```
    /// - Parameters:
    ///   - d: a divisor of the value, not zero.
    /// - Precondition: `d != 0`. When `d` does not divide the value, the
    ///   result is unspecified (but it does not trap).
    /// - Complexity: O(n) in the limb count; no allocation when the limbs
    ///   are not shared.
    public mutating func divideExactly(byWord d: UInt) {
        precondition(d != 0, "BigInt division by zero")
        if d == 1 { return }
        BigInt.divideExactlyInPlace(&limbs, by: d)
        if limbs.isEmpty { isNegativeFlag = false }
    }

    /// `self / d` for a word `d` that divides the value exactly, with room
    /// to multiply it by a word in place afterwards.
    ///
    /// ```swift
    /// BigInt(-42).exactQuotient(dividingByWord: 6)   // -7
    /// ```
    /// - Parameters:
    ///   - d: a divisor of the value, not zero.
    /// - Returns: `self / d`.
    /// - Precondition: `d != 0`; as ``divideExactly(byWord:)``.
    /// - Complexity: O(n) in the limb count; one allocation.
    public func exactQuotient(dividingByWord d: UInt) -> BigInt {
        precondition(d != 0, "BigInt division by zero")
        var q = BigInt.copiedLimbs(limbs, extra: 1)
        BigInt.divideExactlyInPlace(&q, by: d)
        return BigInt(normalisedLimbs: q, isNegative: isNegativeFlag && !q.isEmpty)
    }

    /// The greatest common divisor of a value and a non-zero word.
    ///
    /// ```swift
    /// BigInt.gcd(BigInt(-12), word: 18)   // 6
    /// ```
    /// - Parameters:
    ///   - a: a value.
    ///   - d: a word, not zero.
    /// - Returns: gcd(|a|, d).
    /// - Precondition: `d != 0`.
    /// - Complexity: O(n) in the limb count of `a`; no allocation.
    public static func gcd(_ a: BigInt, word d: UInt) -> UInt {
        precondition(d != 0, "BigInt.gcd(_:word:) with a zero word")
        let limbs = a.limbs
        if limbs.count <= 1 { return gcdWords(limbs.first ?? 0, d) }
        // d = 2^k·h, h odd: the power of two from the trailing zero bits,
        // the odd part from a Hensel residue (no division but the words').
        let k = d.trailingZeroBitCount
        let h = d >> k
        var twos = 0
        for limb in limbs {
            if limb != 0 {
                twos += limb.trailingZeroBitCount
                break
            }
            twos += UInt.bitWidth
        }
        let odd = h == 1 ? 1 : gcdOdd(limbs, h)
        return odd << min(k, twos)
    }

    /// gcd of two words by Euclid's algorithm; gcd(0, 0) == 0.
    @inlinable
    public static func gcdWords(_ a: UInt, _ b: UInt) -> UInt {
        var p = b, q = a
        while q != 0 { (p, q) = (q, p % q) }
        return p
    }

    /// `a·x + b·y` for values `a`, `b` and words `x`, `y`, in one allocation
    /// and two passes (a product, then a multiply-add or multiply-subtract
    /// into it): the numerator of a sum of fractions.
    ///
    /// ```swift
    /// BigInt.sum(BigInt(5), times: 3, BigInt(-4), times: 2)   // 7
    /// ```
    /// - Parameters:
    ///   - a: a value.
    ///   - x: its multiplier.
    ///   - b: another value.
    ///   - y: its multiplier.
    /// - Returns: `a·x + b·y`.
    /// - Complexity: O(n) in the larger limb count.
    public static func sum(_ a: BigInt, times x: UInt, _ b: BigInt, times y: UInt) -> BigInt {
        if a.limbs.isEmpty || x == 0 {
            var r = b
            r.multiply(byWord: y)
            return r
        }
        if b.limbs.isEmpty || y == 0 {
            var r = a
            r.multiply(byWord: x)
            return r
        }
        let an = a.limbs.count, bn = b.limbs.count
        // |a|·x < 2^64^(an + 1) and |b|·y < 2^64^(bn + 1): their sum fits in
        // one limb more than the longer.
        let n = max(an, bn) + 2
        // a's limbs, then zeros: a·x is made in place over them.
        var r = copiedLimbs(a.limbs, extra: n - an)
        for _ in an..<n { r.append(0) }
        let negative = r.withUnsafeMutableBufferPointer { out -> Bool in
            let p = out.baseAddress!
            p[an] = multiplyByLimb(p, an, x, into: p)
            return b.limbs.withUnsafeBufferPointer { pb -> Bool in
                if a.isNegativeFlag == b.isNegativeFlag {
                    var carry = addMultiple(p, pb.baseAddress!, bn, y)
                    var i = bn
                    while carry != 0 {
                        let (s, o) = p[i].addingReportingOverflow(carry)
                        p[i] = s
                        carry = carryBit(o)
                        i += 1
                    }
                    return a.isNegativeFlag
                }
                // |a|·x - |b|·y; when it goes below zero, negate the two's
                // complement and take b's sign.
                var borrow = subtractMultiple(p, pb.baseAddress!, bn, y)
                var i = bn
                while borrow != 0 && i < n {
                    let (d, o) = p[i].subtractingReportingOverflow(borrow)
                    p[i] = d
                    borrow = carryBit(o)
                    i += 1
                }
                if borrow == 0 { return a.isNegativeFlag }
                var c: UInt = 1
                for j in 0..<n {
                    let (s, o) = (~p[j]).addingReportingOverflow(c)
                    p[j] = s
                    c = carryBit(o)
                }
                return b.isNegativeFlag
            }
        }
        while let last = r.last, last == 0 { r.removeLast() }
        return BigInt(normalisedLimbs: r, isNegative: negative && !r.isEmpty)
    }

    /// Creates a value from a magnitude word and a sign.
    ///
    /// ```swift
    /// BigInt(magnitude: UInt.max, isNegative: true)   // -18446744073709551615
    /// ```
    /// - Parameters:
    ///   - magnitude: the absolute value.
    ///   - isNegative: whether the value is negative (ignored for zero).
    /// - Complexity: O(1).
    public init(magnitude: UInt, isNegative: Bool) {
        if magnitude == 0 {
            self.init(normalisedLimbs: [], isNegative: false)
        } else if magnitude == 1 {
            // The numerator of every 1/k: one shared array, no allocation.
            self.init(normalisedLimbs: BigInt.oneLimbs, isNegative: isNegative)
        } else {
            self.init(normalisedLimbs: [magnitude], isNegative: isNegative)
        }
    }

    /// The limbs of ±1, shared (an operation that changes limbs in place
    /// copies shared ones first).
    internal static let oneLimbs: [UInt] = [1]

    /// The magnitude when it fits in one word, else nil.
    ///
    /// ```swift
    /// BigInt(-5).magnitudeWord   // 5
    /// ```
    /// - Complexity: O(1).
    @inlinable
    public var magnitudeWord: UInt? {
        switch limbs.count {
        case 0: return 0
        case 1: return limbs[0]
        default: return nil
        }
    }
}
