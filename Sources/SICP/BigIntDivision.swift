// BigInt division (single-limb and Knuth's algorithm D), gcd, power,
// integer square root and shifts.

// MARK: - Magnitude kernels

extension BigInt {
    /// Divides the magnitude in `a` by the single limb `d` in place, leaving
    /// the (normalised) quotient in `a`; returns the remainder.
    @usableFromInline
    internal static func divideInPlace(_ a: inout [UInt], by d: UInt) -> UInt {
        divideInPlace(&a, by: WordDivisor(d))
    }

    /// Quotient and remainder of magnitudes; `b` must be non-empty.
    @usableFromInline
    internal static func divideMagnitudes(_ a: [UInt], _ b: [UInt]) -> (quotient: [UInt], remainder: [UInt]) {
        precondition(!b.isEmpty, "division by zero")
        if compareMagnitudes(a, b) < 0 { return ([], a) }
        if b.count == 1 {
            var q = a
            let r = divideInPlace(&q, by: b[0])
            return (q, r == 0 ? [] : [r])
        }
        return knuthDivide(a, b)
    }

    /// Knuth, TAOCP vol. 2, 4.3.1, algorithm D. Requires b.count >= 2 and a >= b.
    @usableFromInline
    internal static func knuthDivide(_ a: [UInt], _ b: [UInt]) -> (quotient: [UInt], remainder: [UInt]) {
        let n = b.count
        let m = a.count - n
        let s = b[n - 1].leadingZeroBitCount
        // D1: normalise so the divisor's top bit is set.
        var v = zeroedLimbs(n)
        var u = zeroedLimbs(a.count + 1)
        if s == 0 {
            for i in 0..<n { v[i] = b[i] }
            for i in 0..<a.count { u[i] = a[i] }
        } else {
            let rs = UInt.bitWidth - s
            for i in stride(from: n - 1, to: 0, by: -1) { v[i] = (b[i] << s) | (b[i - 1] >> rs) }
            v[0] = b[0] << s
            u[a.count] = a[a.count - 1] >> rs
            for i in stride(from: a.count - 1, to: 0, by: -1) { u[i] = (a[i] << s) | (a[i - 1] >> rs) }
            u[0] = a[0] << s
        }
        var q = zeroedLimbs(m + 1)
        v.withUnsafeBufferPointer { v in
            u.withUnsafeMutableBufferPointer { u in
                q.withUnsafeMutableBufferPointer { q in
                    let vTop = v[n - 1], vNext = v[n - 2]
                    var j = m
                    while j >= 0 {
                        // D3: estimate qhat from the top two limbs, refine with the third.
                        let uTop = u[j + n]
                        var qhat: UInt
                        var rhat: UInt
                        var rhatOverflow = false
                        if uTop >= vTop {
                            // uTop == vTop (u[j...j+n] < B·v); the true digit is B - 1 or less.
                            qhat = UInt.max
                            (rhat, rhatOverflow) = u[j + n - 1].addingReportingOverflow(vTop)
                        } else {
                            (qhat, rhat) = vTop.dividingFullWidth((uTop, u[j + n - 1]))
                        }
                        while !rhatOverflow {
                            let (ph, pl) = qhat.multipliedFullWidth(by: vNext)
                            if ph > rhat || (ph == rhat && pl > u[j + n - 2]) {
                                qhat -= 1
                                (rhat, rhatOverflow) = rhat.addingReportingOverflow(vTop)
                            } else {
                                break
                            }
                        }
                        // D4: u[j...j+n] -= qhat · v.
                        var carry: UInt = 0
                        var borrow: UInt = 0
                        for i in 0..<n {
                            let (ph, pl) = qhat.multipliedFullWidth(by: v[i])
                            let (p, o) = pl.addingReportingOverflow(carry)
                            carry = ph &+ carryBit(o)
                            let (d1, o1) = u[i + j].subtractingReportingOverflow(p)
                            let (d2, o2) = d1.subtractingReportingOverflow(borrow)
                            u[i + j] = d2
                            borrow = carryBit(o1) | carryBit(o2)
                        }
                        let (d1, o1) = u[j + n].subtractingReportingOverflow(carry)
                        let (d2, o2) = d1.subtractingReportingOverflow(borrow)
                        u[j + n] = d2
                        if o1 || o2 {
                            // D6: qhat was one too large; add v back.
                            qhat -= 1
                            var c: UInt = 0
                            for i in 0..<n {
                                let (s1, a1) = u[i + j].addingReportingOverflow(v[i])
                                let (s2, a2) = s1.addingReportingOverflow(c)
                                u[i + j] = s2
                                c = carryBit(a1) | carryBit(a2)
                            }
                            u[j + n] = u[j + n] &+ c
                        }
                        q[j] = qhat
                        j -= 1
                    }
                }
            }
        }
        // D8: the remainder is u[0..<n] shifted back.
        var r = zeroedLimbs(n)
        if s == 0 {
            for i in 0..<n { r[i] = u[i] }
        } else {
            let rs = UInt.bitWidth - s
            for i in 0..<(n - 1) { r[i] = (u[i] >> s) | (u[i + 1] << rs) }
            r[n - 1] = u[n - 1] >> s
        }
        while let last = r.last, last == 0 { r.removeLast() }
        while let last = q.last, last == 0 { q.removeLast() }
        return (q, r)
    }

    /// |a| << shift (shift >= 0).
    @usableFromInline
    internal static func shiftLeftMagnitude(_ a: [UInt], _ shift: Int) -> [UInt] {
        if a.isEmpty || shift == 0 { return a }
        let limbShift = shift / UInt.bitWidth
        let bitShift = shift % UInt.bitWidth
        var r = zeroedLimbs(a.count + limbShift + 1)
        if bitShift == 0 {
            for i in 0..<a.count { r[i + limbShift] = a[i] }
        } else {
            let rs = UInt.bitWidth - bitShift
            var carry: UInt = 0
            for i in 0..<a.count {
                r[i + limbShift] = (a[i] << bitShift) | carry
                carry = a[i] >> rs
            }
            r[a.count + limbShift] = carry
        }
        while let last = r.last, last == 0 { r.removeLast() }
        return r
    }

    /// |a| >> shift (shift >= 0) and whether any one bits were shifted out.
    @usableFromInline
    internal static func shiftRightMagnitude(_ a: [UInt], _ shift: Int) -> (result: [UInt], lostBits: Bool) {
        if shift == 0 { return (a, false) }
        let limbShift = shift / UInt.bitWidth
        let bitShift = shift % UInt.bitWidth
        if limbShift >= a.count { return ([], !a.isEmpty) }
        var lost = false
        for i in 0..<limbShift where a[i] != 0 {
            lost = true
            break
        }
        let count = a.count - limbShift
        var r = zeroedLimbs(count)
        if bitShift == 0 {
            for i in 0..<count { r[i] = a[i + limbShift] }
        } else {
            let ls = UInt.bitWidth - bitShift
            if (a[limbShift] << ls) != 0 { lost = true }
            for i in 0..<(count - 1) {
                r[i] = (a[i + limbShift] >> bitShift) | (a[i + limbShift + 1] << ls)
            }
            r[count - 1] = a[a.count - 1] >> bitShift
        }
        while let last = r.last, last == 0 { r.removeLast() }
        return (r, lost)
    }
}

// MARK: - Division

extension BigInt {
    /// The quotient and remainder of truncating division (Scheme `quotient`
    /// and `remainder`): `self == q * divisor + r`, `|r| < |divisor|`, `r` has
    /// the sign of `self` (or is zero).
    ///
    /// ```swift
    /// BigInt(-7).quotientAndRemainder(dividingBy: 2)   // (quotient: -3, remainder: -1)
    /// ```
    /// - Parameters:
    ///   - divisor: the value to divide by; must not be zero.
    /// - Returns: the quotient, truncated toward zero, and the remainder.
    /// - Precondition: `divisor != 0`.
    /// - Complexity: O(n) for a one-limb divisor, else O((n - m + 1)·m) for a
    ///   dividend of n limbs and a divisor of m limbs.
    public func quotientAndRemainder(dividingBy divisor: BigInt) -> (quotient: BigInt, remainder: BigInt) {
        precondition(!divisor.isZero, "BigInt division by zero")
        let (q, r) = BigInt.divideMagnitudes(limbs, divisor.limbs)
        return (BigInt(normalisedLimbs: q, isNegative: !q.isEmpty && isNegativeFlag != divisor.isNegativeFlag),
                BigInt(normalisedLimbs: r, isNegative: !r.isEmpty && isNegativeFlag))
    }

    /// The quotient of truncating division (Scheme `quotient`).
    ///
    /// ```swift
    /// BigInt(-7).quotient(dividingBy: 2)   // -3
    /// ```
    /// - Parameters:
    ///   - divisor: the value to divide by; must not be zero.
    /// - Returns: `self / divisor` truncated toward zero.
    /// - Precondition: `divisor != 0`.
    /// - Complexity: as `quotientAndRemainder(dividingBy:)`.
    public func quotient(dividingBy divisor: BigInt) -> BigInt {
        quotientAndRemainder(dividingBy: divisor).quotient
    }

    /// The remainder of truncating division (Scheme `remainder`): it has the
    /// sign of `self`.
    ///
    /// ```swift
    /// BigInt(-7).remainder(dividingBy: 2)   // -1
    /// ```
    /// - Parameters:
    ///   - divisor: the value to divide by; must not be zero.
    /// - Returns: `self - divisor * quotient(dividingBy: divisor)`.
    /// - Precondition: `divisor != 0`.
    /// - Complexity: as `quotientAndRemainder(dividingBy:)`.
    public func remainder(dividingBy divisor: BigInt) -> BigInt {
        quotientAndRemainder(dividingBy: divisor).remainder
    }

    /// The remainder of floor division (Scheme `modulo`): it has the sign of
    /// `divisor` (or is zero).
    ///
    /// ```swift
    /// BigInt(-7).modulo(2)   // 1
    /// BigInt(7).modulo(-2)   // -1
    /// ```
    /// - Parameters:
    ///   - divisor: the value to divide by; must not be zero.
    /// - Returns: `self - divisor * floor(self / divisor)`.
    /// - Precondition: `divisor != 0`.
    /// - Complexity: as `quotientAndRemainder(dividingBy:)`.
    public func modulo(_ divisor: BigInt) -> BigInt {
        let r = remainder(dividingBy: divisor)
        if !r.isZero && r.isNegativeFlag != divisor.isNegativeFlag { return r + divisor }
        return r
    }

    /// The greatest common divisor, always non-negative; `gcd(0, 0) == 0`.
    ///
    /// ```swift
    /// BigInt.gcd(-12, 18)   // 6
    /// ```
    /// - Parameters:
    ///   - a: a value.
    ///   - b: another value.
    /// - Returns: the largest `d >= 0` dividing both (0 when both are 0).
    /// - Complexity: O(n²) in the limb count (Lehmer's algorithm: about one
    ///   O(n) update per 60 bits of reduction).
    public static func gcd(_ a: BigInt, _ b: BigInt) -> BigInt {
        BigInt(normalisedLimbs: gcdMagnitudes(a.limbs, b.limbs), isNegative: false)
    }

    /// gcd of two magnitudes: Lehmer's algorithm with Collins' stopping
    /// condition (as in Jebelean's analysis), finishing in machine words.
    @usableFromInline
    internal static func gcdMagnitudes(_ a: [UInt], _ b: [UInt]) -> [UInt] {
        var x = a, y = b
        if compareMagnitudes(x, y) < 0 { swap(&x, &y) }
        // Invariant: x >= y.
        while y.count > 1 {
            let (u0, u1, v0, v1, even) = lehmerSimulate(x, y)
            if v0 != 0 {
                // The simulated steps, applied at once:
                // even:  x' = u0·x - v0·y,  y' = v1·y - u1·x
                // odd:   x' = v0·y - u0·x,  y' = u1·x - v1·y
                let ux0 = multiplyMagnitudes(x, [u0]), vy0 = multiplyMagnitudes(y, [v0])
                let ux1 = multiplyMagnitudes(x, [u1]), vy1 = multiplyMagnitudes(y, [v1])
                if even {
                    x = subtractMagnitudes(ux0, vy0)
                    y = subtractMagnitudes(vy1, ux1)
                } else {
                    x = subtractMagnitudes(vy0, ux0)
                    y = subtractMagnitudes(ux1, vy1)
                }
            } else {
                // The leading words could not decide a quotient: one full step.
                let r = divideMagnitudes(x, y).remainder
                x = y
                y = r
            }
        }
        guard let yWord = y.first else { return x }
        var p = yWord
        var q = remainderMagnitude(x, yWord)  // x mod y, x unchanged
        // Both fit in one limb: finish with machine words.
        while q != 0 { (p, q) = (q, p % q) }
        return [p]
    }

    /// Runs Euclid's algorithm on the leading 64 bits of x >= y (y.count >= 2)
    /// while the quotients provably agree with the full numbers' (Collins'
    /// condition). Returns the cosequence words and the parity of the step
    /// count, which gives their signs (see `gcdMagnitudes`).
    @usableFromInline
    internal static func lehmerSimulate(_ x: [UInt], _ y: [UInt]) -> (u0: UInt, u1: UInt, v0: UInt, v1: UInt, even: Bool) {
        let n = x.count, m = y.count
        let h = x[n - 1].leadingZeroBitCount
        // Smart shifts: a shift by 64 gives 0, as the formulas need.
        var a1 = (x[n - 1] << h) | (x[n - 2] >> (UInt.bitWidth - h))
        var a2: UInt
        if n == m {
            a2 = (y[n - 1] << h) | (y[n - 2] >> (UInt.bitWidth - h))
        } else if n == m + 1 {
            a2 = y[n - 2] >> (UInt.bitWidth - h)
        } else {
            a2 = 0
        }
        var even = false
        var u0: UInt = 0, u1: UInt = 1, u2: UInt = 0
        var v0: UInt = 0, v1: UInt = 0, v2: UInt = 1
        // The cosequences stay below the leading words, so nothing overflows.
        while a2 >= v2 && a1 &- a2 >= v1 &+ v2 {
            let (q, r) = a1.quotientAndRemainder(dividingBy: a2)
            (a1, a2) = (a2, r)
            (u0, u1, u2) = (u1, u2, u1 &+ q &* u2)
            (v0, v1, v2) = (v1, v2, v1 &+ q &* v2)
            even.toggle()
        }
        return (u0, u1, v0, v1, even)
    }

    /// `self` raised to a non-negative power, by square-and-multiply; `0^0 == 1`.
    ///
    /// ```swift
    /// BigInt(2).power(100)   // 1267650600228229401496703205376
    /// ```
    /// - Parameters:
    ///   - exponent: the power, `>= 0`.
    /// - Returns: `self` multiplied by itself `exponent` times.
    /// - Precondition: `exponent >= 0`.
    /// - Complexity: O(log e) multiplications; the result has about
    ///   e·bitWidth/64 limbs.
    public func power(_ exponent: Int) -> BigInt {
        precondition(exponent >= 0, "BigInt.power needs a non-negative exponent")
        var result = BigInt(1)
        var base = self
        var e = exponent
        while e > 0 {
            if e & 1 == 1 { result *= base }
            e >>= 1
            if e > 0 { base *= base }
        }
        return result
    }

    /// The integer square root, `floor(sqrt(self))`.
    ///
    /// ```swift
    /// BigInt(15).integerSquareRoot()   // 3
    /// ```
    /// - Returns: the largest `r` with `r * r <= self`.
    /// - Precondition: `self >= 0`.
    /// - Complexity: O(n²·log n) in the limb count (Newton's method with
    ///   full divisions).
    public func integerSquareRoot() -> BigInt {
        precondition(!isNegativeFlag, "BigInt.integerSquareRoot of a negative number")
        if isZero { return self }
        if limbs.count == 1 {
            // One limb: the hardware square root is within one of the answer
            // (squareRoot() is an instruction, not a libm call); correct it.
            let n = limbs[0]
            var r = UInt(Double(n).squareRoot())
            if r > UInt(UInt32.max) { r = UInt(UInt32.max) }
            while r * r > n { r -= 1 }
            while r < UInt(UInt32.max) && (r + 1) * (r + 1) <= n { r += 1 }
            return BigInt(normalisedLimbs: [r], isNegative: false)
        }
        // Newton from an over-estimate: the iterates decrease to floor(sqrt).
        var x = BigInt(1) << ((bitWidth + 1) / 2)
        while true {
            let y = (x + quotient(dividingBy: x)) >> 1
            if y >= x { return x }
            x = y
        }
    }
}

// MARK: - Shifts

extension BigInt {
    /// Shifts left by `rhs` bits (multiplies by 2^rhs); a negative `rhs`
    /// shifts right.
    ///
    /// ```swift
    /// BigInt(1) << 200   // 1606938044258990275541962092341162602522202993782792835301376
    /// ```
    /// - Parameters:
    ///   - lhs: the value to shift.
    ///   - rhs: the number of bits.
    /// - Returns: `lhs * 2^rhs` (for `rhs < 0`, as `lhs >> -rhs`).
    /// - Complexity: O(n + rhs/64). The result needs rhs/8 bytes: a huge
    ///   `rhs` traps for lack of memory.
    public static func << (lhs: BigInt, rhs: Int) -> BigInt {
        if rhs < 0 { return lhs >> (rhs == Int.min ? Int.max : -rhs) }
        return BigInt(normalisedLimbs: shiftLeftMagnitude(lhs.limbs, rhs), isNegative: lhs.isNegativeFlag)
    }

    /// Arithmetic right shift by `rhs` bits: floor division by 2^rhs, as
    /// `Int` does (so negative values round toward negative infinity); a
    /// negative `rhs` shifts left.
    ///
    /// ```swift
    /// BigInt(-5) >> 1   // -3
    /// ```
    /// - Parameters:
    ///   - lhs: the value to shift.
    ///   - rhs: the number of bits.
    /// - Returns: `floor(lhs / 2^rhs)` (for `rhs < 0`, as `lhs << -rhs`).
    /// - Complexity: O(n).
    public static func >> (lhs: BigInt, rhs: Int) -> BigInt {
        if rhs < 0 {
            precondition(rhs != Int.min, "BigInt shift amount too large")
            return lhs << -rhs
        }
        let (r, lost) = shiftRightMagnitude(lhs.limbs, rhs)
        if lhs.isNegativeFlag {
            // floor(-m / 2^k) = -ceil(m / 2^k)
            let m = lost ? addMagnitudes(r, [1]) : r
            return BigInt(normalisedLimbs: m, isNegative: true)
        }
        return BigInt(normalisedLimbs: r, isNegative: false)
    }
}
