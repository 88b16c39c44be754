// BigInt addition, subtraction, multiplication; the magnitude kernels they use.

// MARK: - Magnitude kernels (unsigned limb arrays)

extension BigInt {
    /// |a| + |b|: a copy of the longer, the shorter added in.
    @usableFromInline
    internal static func addMagnitudes(_ a: [UInt], _ b: [UInt]) -> [UInt] {
        if a.count < b.count { return addMagnitudes(b, a) }
        // a.count >= b.count
        if b.isEmpty { return a }
        var out = copiedLimbs(a, extra: 1)
        let carry = out.withUnsafeMutableBufferPointer { out in
            b.withUnsafeBufferPointer { pb in
                addInto(out.baseAddress!, a.count, pb.baseAddress!, pb.count)
            }
        }
        if carry != 0 { out.append(carry) }
        return out
    }

    /// |a| - |b|, requires |a| >= |b|; the result is normalised.
    @usableFromInline
    internal static func subtractMagnitudes(_ a: [UInt], _ b: [UInt]) -> [UInt] {
        if b.isEmpty { return a }
        precondition(a.count >= b.count, "subtractMagnitudes: a < b")
        var result = copiedLimbs(a, extra: 0)
        let borrow = result.withUnsafeMutableBufferPointer { out in
            b.withUnsafeBufferPointer { pb in
                subtractFrom(out.baseAddress!, a.count, pb.baseAddress!, pb.count)
            }
        }
        precondition(borrow == 0, "subtractMagnitudes: a < b")
        while let last = result.last, last == 0 { result.removeLast() }
        return result
    }

    /// Signed sum of two sign-magnitude values.
    @usableFromInline
    internal static func add(
        _ a: [UInt], _ aNegative: Bool, _ b: [UInt], _ bNegative: Bool
    ) -> BigInt {
        if aNegative == bNegative {
            return BigInt(normalisedLimbs: addMagnitudes(a, b), isNegative: aNegative && !(a.isEmpty && b.isEmpty))
        }
        let c = compareMagnitudes(a, b)
        if c == 0 { return BigInt(normalisedLimbs: [], isNegative: false) }
        if c > 0 { return BigInt(normalisedLimbs: subtractMagnitudes(a, b), isNegative: aNegative) }
        return BigInt(normalisedLimbs: subtractMagnitudes(b, a), isNegative: bNegative)
    }

    /// Schoolbook product: r[0..<a.count+b.count] = a * b. `r` must be zeroed.
    @usableFromInline
    internal static func schoolbookMultiply(
        _ a: UnsafeBufferPointer<UInt>, _ b: UnsafeBufferPointer<UInt>,
        into r: UnsafeMutableBufferPointer<UInt>
    ) {
        let bn = b.count
        for i in 0..<a.count {
            let ai = a[i]
            if ai == 0 { continue }
            var carry: UInt = 0
            for j in 0..<bn {
                let (hi, lo) = ai.multipliedFullWidth(by: b[j])
                let (s1, o1) = lo.addingReportingOverflow(r[i &+ j])
                let (s2, o2) = s1.addingReportingOverflow(carry)
                r[i &+ j] = s2
                // hi <= 2^64 - 2, so this cannot overflow.
                carry = hi &+ carryBit(o1) &+ carryBit(o2)
            }
            r[i &+ bn] = carry
        }
    }

    /// |a| * |b|, normalised. A square (both arrays sharing one storage, as
    /// `x * x` gives) takes the squaring kernels; large balanced operands
    /// take Toom-3.
    @usableFromInline
    internal static func multiplyMagnitudes(_ a: [UInt], _ b: [UInt]) -> [UInt] {
        if a.isEmpty || b.isEmpty { return [] }
        if a.count == 1 && b.count == 1 {
            let (hi, lo) = a[0].multipliedFullWidth(by: b[0])
            return hi == 0 ? [lo] : [lo, hi]
        }
        if a.count == b.count && sharesStorage(a, b) { return squareMagnitude(a) }
        let shorter = min(a.count, b.count), longer = max(a.count, b.count)
        if shorter >= nttThreshold { return nttMultiply(a, b) }
        if shorter >= toomThreshold {
            if 2 * shorter >= longer { return toom3Multiply(a, b) }
            return a.count > b.count ? multiplyInPieces(a, b) : multiplyInPieces(b, a)
        }
        return plainMultiplyMagnitudes(a, b)
    }

    /// a·b for a more than twice as long as b (b at least Toom-sized): a
    /// cut into pieces of b's length, each product balanced, added in at
    /// its offset.
    @usableFromInline
    internal static func multiplyInPieces(_ a: [UInt], _ b: [UInt]) -> [UInt] {
        let n = b.count
        var result = zeroedLimbs(a.count + b.count)
        result.withUnsafeMutableBufferPointer { out in
            let base = out.baseAddress!
            var offset = 0
            while offset < a.count {
                var end = min(offset + n, a.count)
                // A last piece shorter than half of b joins the one before.
                if a.count - end < n / 2 { end = a.count }
                var piece = Array(a[offset..<end])
                while let last = piece.last, last == 0 { piece.removeLast() }
                let product = multiplyMagnitudes(piece, b)
                product.withUnsafeBufferPointer { src in
                    guard let p = src.baseAddress else { return }  // a zero piece
                    let carry = addInto(base + offset, a.count + b.count - offset, p, src.count)
                    precondition(carry == 0, "multiplyInPieces: carry out of the product")
                }
                offset = end
            }
        }
        while let last = result.last, last == 0 { result.removeLast() }
        return result
    }

    /// Whether two arrays are one storage (a value multiplied by itself).
    @inline(__always)
    internal static func sharesStorage(_ a: [UInt], _ b: [UInt]) -> Bool {
        a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in pa.baseAddress == pb.baseAddress }
        }
    }

    /// |a| * |b| by schoolbook and Karatsuba only (no squaring, no Toom):
    /// the reference the faster paths are tested against.
    @usableFromInline
    internal static func plainMultiplyMagnitudes(_ a: [UInt], _ b: [UInt]) -> [UInt] {
        if a.isEmpty || b.isEmpty { return [] }
        let count = a.count + b.count
        var result = zeroedLimbs(count)
        a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                result.withUnsafeMutableBufferPointer { pr in
                    multiply(pa, pb, into: pr)
                }
            }
        }
        while let last = result.last, last == 0 { result.removeLast() }
        return result
    }

    /// r[0..<count] = a[0..<count] * m, one pass; returns the limb carried
    /// out (r[count] of the product). `r` may be `a` itself.
    @usableFromInline @inline(__always)
    internal static func multiplyByLimb(
        _ a: UnsafePointer<UInt>, _ count: Int, _ m: UInt, into r: UnsafeMutablePointer<UInt>
    ) -> UInt {
        // Four limbs a round: the products are independent, only the
        // carries chain, so the multiplier overlaps the additions.
        var carry: UInt = 0
        var j = 0
        while j &+ 4 <= count {
            let (h0, l0) = a[j].multipliedFullWidth(by: m)
            let (h1, l1) = a[j &+ 1].multipliedFullWidth(by: m)
            let (h2, l2) = a[j &+ 2].multipliedFullWidth(by: m)
            let (h3, l3) = a[j &+ 3].multipliedFullWidth(by: m)
            let (s0, o0) = l0.addingReportingOverflow(carry)
            r[j] = s0
            let (s1, o1) = l1.addingReportingOverflow(h0 &+ carryBit(o0))
            r[j &+ 1] = s1
            let (s2, o2) = l2.addingReportingOverflow(h1 &+ carryBit(o1))
            r[j &+ 2] = s2
            let (s3, o3) = l3.addingReportingOverflow(h2 &+ carryBit(o2))
            r[j &+ 3] = s3
            carry = h3 &+ carryBit(o3)
            j &+= 4
        }
        while j < count {
            let (hi, lo) = a[j].multipliedFullWidth(by: m)
            let (sum, overflow) = lo.addingReportingOverflow(carry)
            r[j] = sum
            carry = hi &+ carryBit(overflow)
            j &+= 1
        }
        return carry
    }

    /// Below this many limbs in the shorter operand, multiplication is schoolbook.
    @usableFromInline
    internal static let karatsubaThreshold = 40

    /// r[0..<a.count+b.count] = a * b, choosing schoolbook or Karatsuba
    /// (the pointer-level kernels below Toom-3's threshold).
    /// `r` must be zeroed.
    @usableFromInline
    internal static func multiply(
        _ a: UnsafeBufferPointer<UInt>, _ b: UnsafeBufferPointer<UInt>,
        into r: UnsafeMutableBufferPointer<UInt>
    ) {
        precondition(r.count >= a.count + b.count)
        guard let pa = a.baseAddress, let pb = b.baseAddress, let pr = r.baseAddress else { return }
        multiply(pa, a.count, pb, b.count, into: pr)
    }

    /// r[0..<an+bn] = a[0..<an] * b[0..<bn]; `r` must be zeroed and must not
    /// overlap the operands. Operands may have high zero limbs.
    @usableFromInline
    internal static func multiply(
        _ a: UnsafePointer<UInt>, _ an: Int, _ b: UnsafePointer<UInt>, _ bn: Int,
        into r: UnsafeMutablePointer<UInt>
    ) {
        if an < bn { return multiply(b, bn, a, an, into: r) }
        // an >= bn
        if bn == 1 {
            // A multiple-limb number times one limb (factorials, products of
            // small terms): one pass, nothing to add in.
            r[an] = multiplyByLimb(a, an, b[0], into: r)
            return
        }
        if bn < karatsubaThreshold {
            // The shorter operand outside, so the inner loop is the long one.
            schoolbookMultiply(UnsafeBufferPointer(start: b, count: bn),
                               UnsafeBufferPointer(start: a, count: an),
                               into: UnsafeMutableBufferPointer(start: r, count: an + bn))
            return
        }
        let m = (an + 1) / 2
        if bn <= m {
            // Unbalanced: cut `a` into pieces of bn limbs, multiply each by `b`
            // and add the partial products in at their offsets.
            let tmp = UnsafeMutablePointer<UInt>.allocate(capacity: 2 * bn)
            defer { tmp.deallocate() }
            var offset = 0
            while offset < an {
                let pieceCount = min(bn, an - offset)
                let productCount = pieceCount + bn
                tmp.initialize(repeating: 0, count: productCount)
                multiply(a + offset, pieceCount, b, bn, into: tmp)
                let carry = addInto(r + offset, an + bn - offset, tmp, productCount)
                assert(carry == 0)
                offset += bn
            }
            return
        }
        // Karatsuba: a = a1·B^m + a0, b = b1·B^m + b0 (bn > m, so b1 != []),
        // a·b = z2·B^2m + (z1 - z0 - z2)·B^m + z0 with z1 = (a0 + a1)(b0 + b1).
        let a1n = an - m, b1n = bn - m
        multiply(a, m, b, m, into: r)                    // z0 in r[0..<2m]
        multiply(a + m, a1n, b + m, b1n, into: r + 2 * m) // z2 in r[2m..<an+bn]
        let tmp = UnsafeMutablePointer<UInt>.allocate(capacity: 4 * m + 4)
        defer { tmp.deallocate() }
        let sa = tmp, sb = tmp + (m + 1), z1 = tmp + (2 * m + 2)
        sa.update(from: a, count: m)
        sa[m] = 0
        _ = addInto(sa, m + 1, a + m, a1n)
        sb.update(from: b, count: m)
        sb[m] = 0
        _ = addInto(sb, m + 1, b + m, b1n)
        z1.initialize(repeating: 0, count: 2 * m + 2)
        multiply(sa, m + 1, sb, m + 1, into: z1)
        _ = subtractFrom(z1, 2 * m + 2, r, 2 * m)
        _ = subtractFrom(z1, 2 * m + 2, r + 2 * m, a1n + b1n)
        var z1n = 2 * m + 2
        while z1n > 0 && z1[z1n - 1] == 0 { z1n -= 1 }
        let carry = addInto(r + m, an + bn - m, z1, z1n)
        assert(carry == 0)
    }

    // MARK: Squaring

    /// Below this many limbs a square is schoolbook (half the products of a
    /// multiplication, so the crossover is higher than Karatsuba's).
    @usableFromInline
    internal static let karatsubaSquareThreshold = 64

    /// |a|², normalised: the squaring kernels (schoolbook, Karatsuba,
    /// Toom-3), about two thirds the work of `a * b`.
    @usableFromInline
    internal static func squareMagnitude(_ a: [UInt]) -> [UInt] {
        if a.isEmpty { return [] }
        if a.count >= nttSquareThreshold { return nttMultiply(a, nil) }
        if a.count >= toomSquareThreshold { return toom3Square(a) }
        var result = zeroedLimbs(2 * a.count)
        a.withUnsafeBufferPointer { pa in
            result.withUnsafeMutableBufferPointer { pr in
                square(pa.baseAddress!, a.count, into: pr.baseAddress!)
            }
        }
        while let last = result.last, last == 0 { result.removeLast() }
        return result
    }

    /// r[0..<2n] = a[0..<n]²; `r` must be zeroed and must not overlap `a`.
    @usableFromInline
    internal static func square(_ a: UnsafePointer<UInt>, _ n: Int, into r: UnsafeMutablePointer<UInt>) {
        if n < karatsubaSquareThreshold {
            schoolbookSquare(a, n, into: r)
            return
        }
        // a = a1·B^m + a0: a² = z2·B^2m + (z1 - z0 - z2)·B^m + z0,
        // z0 = a0², z2 = a1², z1 = (a0 + a1)².
        let m = (n + 1) / 2
        let a1n = n - m
        square(a, m, into: r)
        square(a + m, a1n, into: r + 2 * m)
        let tmp = UnsafeMutablePointer<UInt>.allocate(capacity: 3 * m + 3)
        defer { tmp.deallocate() }
        let sa = tmp, z1 = tmp + (m + 1)
        sa.update(from: a, count: m)
        sa[m] = 0
        _ = addInto(sa, m + 1, a + m, a1n)
        z1.initialize(repeating: 0, count: 2 * m + 2)
        square(sa, m + 1, into: z1)
        _ = subtractFrom(z1, 2 * m + 2, r, 2 * m)
        _ = subtractFrom(z1, 2 * m + 2, r + 2 * m, 2 * a1n)
        var z1n = 2 * m + 2
        while z1n > 0 && z1[z1n - 1] == 0 { z1n -= 1 }
        let carry = addInto(r + m, 2 * n - m, z1, z1n)
        assert(carry == 0)
    }

    /// r[0..<2n] = a[0..<n]² by schoolbook: each product a[i]·a[j], i < j,
    /// once, doubled by a shift, then the squares a[i]² added on the diagonal.
    /// `r` must be zeroed.
    @usableFromInline
    internal static func schoolbookSquare(_ a: UnsafePointer<UInt>, _ n: Int, into r: UnsafeMutablePointer<UInt>) {
        if n == 0 { return }
        // Off-diagonal products: row i adds a[i]·a[i+1..<n] at r[2i+1...].
        var i = 0
        while i < n - 1 {
            let ai = a[i]
            if ai != 0 {
                var carry: UInt = 0
                let row = r + (2 * i + 1)
                let src = a + (i + 1)
                for j in 0..<(n - 1 - i) {
                    let (hi, lo) = ai.multipliedFullWidth(by: src[j])
                    let (s1, o1) = lo.addingReportingOverflow(row[j])
                    let (s2, o2) = s1.addingReportingOverflow(carry)
                    row[j] = s2
                    carry = hi &+ carryBit(o1) &+ carryBit(o2)
                }
                r[i + n] = carry
            }
            i += 1
        }
        // Double them, then add the diagonal.
        var top: UInt = 0
        for k in 0..<(2 * n) {
            let x = r[k]
            r[k] = (x << 1) | top
            top = x >> (UInt.bitWidth - 1)
        }
        var carry: UInt = 0
        for k in 0..<n {
            let (hi, lo) = a[k].multipliedFullWidth(by: a[k])
            let (s1, o1) = r[2 * k].addingReportingOverflow(lo)
            let (s2, o2) = s1.addingReportingOverflow(carry)
            r[2 * k] = s2
            let (t1, p1) = r[2 * k + 1].addingReportingOverflow(hi)
            let (t2, p2) = t1.addingReportingOverflow(carryBit(o1) &+ carryBit(o2))
            r[2 * k + 1] = t2
            carry = carryBit(p1) &+ carryBit(p2)
        }
        assert(carry == 0)
    }

    /// dst[0..<dn] += src[0..<sn] (sn <= dn); returns the carry out of dst.
    @inline(__always)
    @usableFromInline
    internal static func addInto(
        _ dst: UnsafeMutablePointer<UInt>, _ dn: Int, _ src: UnsafePointer<UInt>, _ sn: Int
    ) -> UInt {
        var carry: UInt = 0
        var i = 0
        while i < sn {
            let (s1, o1) = dst[i].addingReportingOverflow(src[i])
            let (s2, o2) = s1.addingReportingOverflow(carry)
            dst[i] = s2
            carry = carryBit(o1) | carryBit(o2)
            i += 1
        }
        while carry != 0 && i < dn {
            let (s, o) = dst[i].addingReportingOverflow(1)
            dst[i] = s
            carry = carryBit(o)
            i += 1
        }
        return carry
    }

    /// dst[0..<dn] -= src[0..<sn] (sn <= dn); returns the borrow out of dst.
    @inline(__always)
    @usableFromInline
    internal static func subtractFrom(
        _ dst: UnsafeMutablePointer<UInt>, _ dn: Int, _ src: UnsafePointer<UInt>, _ sn: Int
    ) -> UInt {
        var borrow: UInt = 0
        var i = 0
        while i < sn {
            let (d1, o1) = dst[i].subtractingReportingOverflow(src[i])
            let (d2, o2) = d1.subtractingReportingOverflow(borrow)
            dst[i] = d2
            borrow = carryBit(o1) | carryBit(o2)
            i += 1
        }
        while borrow != 0 && i < dn {
            let (d, o) = dst[i].subtractingReportingOverflow(1)
            dst[i] = d
            borrow = carryBit(o)
            i += 1
        }
        return borrow
    }
}

// MARK: - Operators

extension BigInt: AdditiveArithmetic {
    /// Zero.
    ///
    /// ```swift
    /// BigInt.zero.isZero   // true
    /// ```
    /// - Returns: the value 0.
    /// - Complexity: O(1).
    @inlinable
    public static var zero: BigInt { BigInt(normalisedLimbs: [], isNegative: false) }

    /// The sum of two values.
    ///
    /// ```swift
    /// BigInt(Int.max) + 1   // 9223372036854775808
    /// ```
    /// - Parameters:
    ///   - lhs: the first addend.
    ///   - rhs: the second addend.
    /// - Returns: `lhs + rhs`.
    /// - Complexity: O(n) in the larger limb count.
    @inlinable
    public static func + (lhs: BigInt, rhs: BigInt) -> BigInt {
        add(lhs.limbs, lhs.isNegativeFlag, rhs.limbs, rhs.isNegativeFlag)
    }

    /// The difference of two values.
    ///
    /// ```swift
    /// BigInt(Int.min) - 1   // -9223372036854775809
    /// ```
    /// - Parameters:
    ///   - lhs: the minuend.
    ///   - rhs: the subtrahend.
    /// - Returns: `lhs - rhs`.
    /// - Complexity: O(n) in the larger limb count.
    @inlinable
    public static func - (lhs: BigInt, rhs: BigInt) -> BigInt {
        add(lhs.limbs, lhs.isNegativeFlag, rhs.limbs, !rhs.isNegativeFlag && !rhs.limbs.isEmpty)
    }

    /// Adds `rhs` to `lhs` in place.
    ///
    /// ```swift
    /// var n = BigInt(1); n += 2   // 3
    /// ```
    /// - Parameters:
    ///   - lhs: the value to update.
    ///   - rhs: the value to add.
    /// - Complexity: O(n) in the larger limb count.
    @inlinable
    public static func += (lhs: inout BigInt, rhs: BigInt) {
        lhs = lhs + rhs
    }

    /// Subtracts `rhs` from `lhs` in place.
    ///
    /// ```swift
    /// var n = BigInt(1); n -= 2   // -1
    /// ```
    /// - Parameters:
    ///   - lhs: the value to update.
    ///   - rhs: the value to subtract.
    /// - Complexity: O(n) in the larger limb count.
    @inlinable
    public static func -= (lhs: inout BigInt, rhs: BigInt) {
        lhs = lhs - rhs
    }
}

extension BigInt: SignedNumeric {
    /// The type of `magnitude`: `BigInt` itself (a magnitude is just a
    /// non-negative `BigInt`).
    ///
    /// ```swift
    /// let m: BigInt.Magnitude = BigInt(-3).magnitude   // 3
    /// ```
    public typealias Magnitude = BigInt

    /// The absolute value.
    ///
    /// ```swift
    /// BigInt(-5).magnitude   // 5
    /// ```
    /// - Returns: `|self|`.
    /// - Complexity: O(1) (the limbs are shared, copy on write).
    @inlinable
    public var magnitude: BigInt { BigInt(normalisedLimbs: limbs, isNegative: false) }

    /// The product of two values.
    ///
    /// ```swift
    /// BigInt(Int.max) * BigInt(Int.max)   // 85070591730234615847396907784232501249
    /// ```
    /// - Parameters:
    ///   - lhs: the multiplicand.
    ///   - rhs: the multiplier.
    /// - Returns: `lhs * rhs`.
    /// - Complexity: O(n·m) for limb counts n and m (schoolbook); O(n^1.585)
    ///   (Karatsuba) when both have more than about 40 limbs, O(n^1.465)
    ///   (Toom-3) from about 240, and O(n log n) (number-theoretic
    ///   transforms) from about 1500. A value times itself takes the
    ///   squaring kernels. Stack depth O(log n).
    @inlinable
    public static func * (lhs: BigInt, rhs: BigInt) -> BigInt {
        BigInt(normalisedLimbs: multiplyMagnitudes(lhs.limbs, rhs.limbs),
               isNegative: lhs.isNegativeFlag != rhs.isNegativeFlag && !lhs.limbs.isEmpty && !rhs.limbs.isEmpty)
    }

    /// The product of this value and a machine integer, in one pass over the
    /// limbs with no temporary: what a factorial's `(* counter product)` needs.
    ///
    /// ```swift
    /// BigInt(Int.max).multiplied(by: -2)   // -18446744073709551614
    /// ```
    /// - Parameters:
    ///   - n: any `Int`, including `Int.min`.
    /// - Returns: `self * BigInt(n)`.
    /// - Complexity: O(n) for n limbs; one allocation.
    public func multiplied(by n: Int) -> BigInt {
        let m = n.magnitude
        let count = limbs.count
        if m == 0 || count == 0 { return BigInt(normalisedLimbs: [], isNegative: false) }
        if count > 160 {
            // One pass from the limbs into the new array, rather than a copy
            // multiplied in place: the metadata look-up of an uninitialized
            // array (see `zeroedLimbs`) costs less than the copy's pass only
            // this far up (at 64 limbs `(factorial 1000)` measured 4% slower).
            let product = [UInt](unsafeUninitializedCapacity: count + 1) { out, initialized in
                let carry = limbs.withUnsafeBufferPointer { a in
                    BigInt.multiplyByLimb(a.baseAddress!, count, m, into: out.baseAddress!)
                }
                out[count] = carry
                initialized = carry != 0 ? count + 1 : count
            }
            return BigInt(normalisedLimbs: product, isNegative: isNegativeFlag != (n < 0))
        }
        var product = BigInt.copiedLimbs(limbs, extra: 1)
        let carry = product.withUnsafeMutableBufferPointer { out in
            let p = out.baseAddress!
            return BigInt.multiplyByLimb(p, count, m, into: p)  // in place
        }
        // Both factors are non-zero: the top limb is the carry, or the one
        // below it when there is none.
        if carry != 0 { product.append(carry) }
        return BigInt(normalisedLimbs: product, isNegative: isNegativeFlag != (n < 0))
    }

    /// Multiplies this value by a machine integer in place. When nothing
    /// else shares the limbs (the product a recursive factorial's call has
    /// just returned) there is no allocation and no copy, only now and then
    /// a growth that leaves room for the next few limbs; shared limbs are
    /// copied once, as `multiplied(by:)` would.
    ///
    /// ```swift
    /// var n = BigInt(Int.max)
    /// n.multiply(by: -2)   // n is -18446744073709551614
    /// ```
    /// - Parameters:
    ///   - n: any `Int`, including `Int.min`.
    /// - Complexity: O(n) for n limbs.
    public mutating func multiply(by n: Int) {
        let m = n.magnitude
        let count = limbs.count
        if m == 0 || count == 0 {
            self = BigInt(normalisedLimbs: [], isNegative: false)
            return
        }
        reserveRoomForCarry()
        let carry = limbs.withUnsafeMutableBufferPointer { out in
            let p = out.baseAddress!
            return BigInt.multiplyByLimb(p, count, m, into: p)
        }
        if carry != 0 { limbs.append(carry) }
        isNegativeFlag = isNegativeFlag != (n < 0)
    }

    /// Adds a value in place. When the two have the same sign and this one
    /// has at least as many limbs, the sum is written over this value's
    /// limbs: with no copy when nothing else shares them (an iterative
    /// Fibonacci's `(+ a b)` once `b` is its last use), and room left for
    /// the next few limbs when they grow. Otherwise as `self = self + other`.
    ///
    /// ```swift
    /// var n = BigInt(Int.max)
    /// n.add(n)   // n is 18446744073709551614
    /// ```
    /// - Parameters:
    ///   - other: the value to add.
    /// - Complexity: O(n) in the larger limb count.
    public mutating func add(_ other: BigInt) {
        let count = limbs.count, otherCount = other.limbs.count
        guard count >= otherCount, otherCount > 0, isNegativeFlag == other.isNegativeFlag else {
            self = self + other
            return
        }
        reserveRoomForCarry()
        let carry = limbs.withUnsafeMutableBufferPointer { out in
            other.limbs.withUnsafeBufferPointer { b in
                BigInt.addInto(out.baseAddress!, count, b.baseAddress!, otherCount)
            }
        }
        if carry != 0 { limbs.append(carry) }
    }

    /// Adds a machine integer in place: written over this value's limbs
    /// when the signs agree (a big running total plus a small term), with
    /// no copy when nothing else shares them; otherwise as `adding(_:)`.
    ///
    /// ```swift
    /// var n = BigInt(Int.max)
    /// n.add(1)   // n is 9223372036854775808
    /// ```
    /// - Parameters:
    ///   - n: any `Int`, including `Int.min`.
    /// - Complexity: O(n) in the limb count.
    public mutating func add(_ n: Int) {
        let count = limbs.count
        guard n != 0, count > 0, (n < 0) == isNegativeFlag else {
            self = adding(n)
            return
        }
        reserveRoomForCarry()
        var m = n.magnitude
        let carry = limbs.withUnsafeMutableBufferPointer { out in
            BigInt.addInto(out.baseAddress!, count, &m, 1)
        }
        if carry != 0 { limbs.append(carry) }
    }

    /// Makes the limbs this value's own, with room for one more (a carry),
    /// before an in-place operation writes them: a shared array is copied
    /// once, here; a full one grows by an eighth, so that a value that
    /// gains a limb every few steps is not reallocated at each.
    private mutating func reserveRoomForCarry() {
        let count = limbs.count
        limbs.reserveCapacity(limbs.capacity > count ? count + 1 : count + 1 + count >> 3)
    }

    /// The sum of this value and a machine integer, in one pass over a copy
    /// of the limbs: what an accumulating `(+ total term)` needs once the
    /// total is big.
    ///
    /// ```swift
    /// BigInt(Int.max).adding(Int.max)   // 18446744073709551614
    /// ```
    /// - Parameters:
    ///   - n: any `Int`, including `Int.min`.
    /// - Returns: `self + BigInt(n)`.
    /// - Complexity: O(n) for n limbs; one allocation.
    public func adding(_ n: Int) -> BigInt {
        if n == 0 { return self }
        if limbs.isEmpty { return BigInt(n) }
        var m = n.magnitude
        let nNegative = n < 0
        if nNegative == isNegativeFlag {
            var sum = BigInt.copiedLimbs(limbs, extra: 1)
            let carry = sum.withUnsafeMutableBufferPointer { p in
                BigInt.addInto(p.baseAddress!, p.count, &m, 1)
            }
            if carry != 0 { sum.append(carry) }
            return BigInt(normalisedLimbs: sum, isNegative: isNegativeFlag)
        }
        // Opposite signs: the smaller magnitude comes off the larger.
        if limbs.count == 1 && limbs[0] <= m {
            let difference = m - limbs[0]
            return BigInt(limbs: [difference], isNegative: nNegative)  // 0 when equal
        }
        var difference = BigInt.copiedLimbs(limbs, extra: 0)
        _ = difference.withUnsafeMutableBufferPointer { p in
            BigInt.subtractFrom(p.baseAddress!, p.count, &m, 1)
        }
        while let last = difference.last, last == 0 { difference.removeLast() }
        return BigInt(normalisedLimbs: difference, isNegative: isNegativeFlag)
    }

    /// Multiplies `lhs` by `rhs` in place.
    ///
    /// ```swift
    /// var n = BigInt(6); n *= -7   // -42
    /// ```
    /// - Parameters:
    ///   - lhs: the value to update.
    ///   - rhs: the multiplier.
    /// - Complexity: as `*`.
    @inlinable
    public static func *= (lhs: inout BigInt, rhs: BigInt) {
        lhs = lhs * rhs
    }

    /// The negation of a value.
    ///
    /// ```swift
    /// -BigInt(5)   // -5
    /// ```
    /// - Parameters:
    ///   - operand: the value to negate.
    /// - Returns: `-operand` (zero stays zero).
    /// - Complexity: O(1).
    @inlinable
    public static prefix func - (operand: BigInt) -> BigInt {
        BigInt(normalisedLimbs: operand.limbs, isNegative: !operand.isNegativeFlag && !operand.limbs.isEmpty)
    }

    /// Negates the value in place.
    ///
    /// ```swift
    /// var n = BigInt(5); n.negate()   // -5
    /// ```
    /// - Complexity: O(1).
    @inlinable
    public mutating func negate() {
        isNegativeFlag = !isNegativeFlag && !limbs.isEmpty
    }
}

extension BigInt {
    /// A copy of `a` with room for `extra` more limbs: `reserveCapacity` on
    /// a second reference to `a`'s storage, which copies it into a new
    /// buffer of that capacity in one step (see `zeroedLimbs`: this
    /// allocates without a metadata look-up, and copies with memcpy).
    @usableFromInline @inline(__always)
    internal static func copiedLimbs(_ a: [UInt], extra: Int) -> [UInt] {
        var limbs = a
        limbs.reserveCapacity(a.count + extra)
        return limbs
    }
}

/// `count` zero limbs. Small arrays are made this way, not with
/// `[UInt](repeating:count:)` or `unsafeUninitializedCapacity`: those go
/// through the standard library's unspecialised allocator, which looks the
/// array type's metadata up at run time on every call (a hash-table probe
/// that costs more than a few-limb addition or a bignum-times-fixnum step,
/// which an evaluator makes by the million); appending to an empty array is
/// specialised for `UInt` and allocates directly.
@usableFromInline @inline(__always)
internal func zeroedLimbs(_ count: Int) -> [UInt] {
    // Above a few dozen limbs the look-up is nothing next to the work.
    if count > 64 { return [UInt](repeating: 0, count: count) }
    var limbs: [UInt] = []
    limbs.append(contentsOf: repeatElement(0, count: count))
    return limbs
}

/// 1 for true, 0 for false, without a branch: a carry out of one limb into
/// the next. Written as `b ? 1 : 0` the compiler may branch, and a carry is
/// as unpredictable as a coin toss.
@usableFromInline @inline(__always)
internal func carryBit(_ b: Bool) -> UInt {
    UInt(unsafeBitCast(b, to: UInt8.self))
}
