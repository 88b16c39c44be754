// BigInt Toom-3 (Toom-Cook 3-way) multiplication and squaring for large
// balanced operands: five products of a third the size where Karatsuba
// would do nine, so O(n^1.465) instead of O(n^1.585).
//
// Each operand is cut into three pieces of k limbs, a = a2·x² + a1·x + a0
// with x = B^k, and the product polynomial is evaluated at 0, 1, -1, -2
// and infinity, then interpolated with Bodrato's sequence (exact divisions
// by 2 and 3 only). The pieces are signed values, so this level works on
// `BigInt`s: at the sizes where it is used (hundreds of limbs and up) the
// few linear-time additions and allocations cost little next to the
// products, which recurse through `multiplyMagnitudes` (Toom-3 again, then
// Karatsuba and schoolbook below `toomThreshold`).

extension BigInt {
    /// At or above this many limbs in the shorter operand (and when the
    /// operands are within a factor of 1.5 in length), multiplication is Toom-3.
    @usableFromInline
    internal static let toomThreshold = 240

    /// At or above this many limbs a square is Toom-3.
    @usableFromInline
    internal static let toomSquareThreshold = 320

    /// The non-negative value of limbs[range] (clamped to the array), normalised.
    @inline(__always)
    private static func piece(_ limbs: [UInt], _ start: Int, _ count: Int) -> BigInt {
        let lower = min(start, limbs.count), upper = min(start + count, limbs.count)
        return BigInt(limbs: Array(limbs[lower..<upper]), isNegative: false)
    }

    /// The values at 0, 1, -1, -2 and infinity of a2·x² + a1·x + a0.
    private static func toomEvaluate(_ limbs: [UInt], _ k: Int) -> [BigInt] {
        let a0 = piece(limbs, 0, k), a1 = piece(limbs, k, k), a2 = piece(limbs, 2 * k, limbs.count)
        let a02 = a0 + a2
        let atMinusOne = a02 - a1
        let atMinusTwo = ((atMinusOne + a2) << 1) - a0
        return [a0, a02 + a1, atMinusOne, atMinusTwo, a2]
    }

    /// a·b by Toom-3 (any lengths; efficient when balanced).
    @usableFromInline
    internal static func toom3Multiply(_ a: [UInt], _ b: [UInt]) -> [UInt] {
        let k = (max(a.count, b.count) + 2) / 3
        let p = toomEvaluate(a, k), q = toomEvaluate(b, k)
        let v = (0..<5).map { p[$0] * q[$0] }
        return toomInterpolate(v, k, a.count + b.count)
    }

    /// a² by Toom-3: five squares.
    @usableFromInline
    internal static func toom3Square(_ a: [UInt]) -> [UInt] {
        let k = (a.count + 2) / 3
        let p = toomEvaluate(a, k)
        let v = p.map { BigInt(normalisedLimbs: squareMagnitude($0.limbs), isNegative: false) }
        return toomInterpolate(v, k, 2 * a.count)
    }

    /// x / 3 for x a multiple of 3: a multiplication by the inverse of 3
    /// modulo 2^64 per limb, lowest first (Jebelean's exact division), no
    /// hardware division.
    @usableFromInline
    internal static func divideExactlyByThree(_ x: BigInt) -> BigInt {
        let inverse: UInt = 0xAAAA_AAAA_AAAA_AAAB  // 3 · inverse ≡ 1 (mod 2^64)
        var limbs = x.limbs
        limbs.withUnsafeMutableBufferPointer { p in
            var borrow: UInt = 0
            for i in 0..<p.count {
                let (d, o) = p[i].subtractingReportingOverflow(borrow)
                let q = d &* inverse
                p[i] = q
                // q·3 = d + borrow'·2^64: the borrow into the next limb.
                borrow = q.multipliedFullWidth(by: 3).high &+ carryBit(o)
            }
            precondition(borrow == 0, "divideExactlyByThree: not a multiple of 3")
        }
        return BigInt(limbs: limbs, isNegative: x.isNegative)
    }

    /// The product's limbs from its values at 0, 1, -1, -2, infinity
    /// (Bodrato's interpolation sequence; every division is exact).
    private static func toomInterpolate(_ v: [BigInt], _ k: Int, _ count: Int) -> [UInt] {
        let v0 = v[0], v1 = v[1], vm1 = v[2], vm2 = v[3], vinf = v[4]
        var r3 = divideExactlyByThree(vm2 - v1)
        var r1 = (v1 - vm1) >> 1
        var r2 = vm1 - v0
        r3 = ((r2 - r3) >> 1) + (vinf << 1)
        r2 = r2 + r1 - vinf
        r1 = r1 - r3
        // The coefficients of a product of non-negative polynomials are
        // non-negative: add each in at its offset.
        var result = zeroedLimbs(count + 1)
        result.withUnsafeMutableBufferPointer { out in
            let base = out.baseAddress!
            for (i, c) in [v0, r1, r2, r3, vinf].enumerated() where !c.isZero {
                precondition(!c.isNegative, "Toom-3: negative coefficient")
                let offset = i * k
                c.limbs.withUnsafeBufferPointer { src in
                    let carry = addInto(base + offset, count + 1 - offset, src.baseAddress!, src.count)
                    precondition(carry == 0, "Toom-3: coefficient overflow")
                }
            }
        }
        while let last = result.last, last == 0 { result.removeLast() }
        return result
    }
}
