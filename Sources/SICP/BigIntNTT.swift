// BigInt multiplication by number-theoretic transforms, for the largest
// operands (thousands of limbs): O(n log n) word operations.
//
// Each limb is a coefficient of a polynomial in x = 2^64; the product's
// coefficients (convolution sums below min(n, m)·2^128 < 2^183) are computed
// modulo three primes p = c·2^40 + 1 just below 2^62 (their product is
// above 2^185) by cyclic convolutions of a power-of-two length N: a forward
// transform of each operand (Gentleman–Sande, natural order in, bit-reversed
// out), pointwise products, an inverse transform (Cooley–Tukey, bit-reversed
// in, natural out), then the Chinese remainder theorem (Garner) and carries.
// Arithmetic modulo p is Montgomery's (R = 2^64): no hardware division in
// the transforms (a few, once per product, for the CRT's constants).

extension BigInt {
    /// At or above this many limbs in the shorter operand, multiplication
    /// is by number-theoretic transforms.
    @usableFromInline
    internal static let nttThreshold = 1500

    /// At or above this many limbs a square is by number-theoretic transforms.
    @usableFromInline
    internal static let nttSquareThreshold = 1200

    /// A prime p = c·2^40 + 1 < 2^62 with its Montgomery constants.
    @usableFromInline
    internal struct NTTPrime: Sendable {
        @usableFromInline let p: UInt
        /// -p⁻¹ mod 2^64.
        @usableFromInline let negInverse: UInt
        /// R² mod p, R = 2^64: `mul(x, r2)` is x in Montgomery form.
        @usableFromInline let r2: UInt
        /// A generator of the multiplicative group modulo p.
        @usableFromInline let generator: UInt

        init(_ p: UInt, generator: UInt) {
            self.p = p
            self.generator = generator
            // Newton's iteration for p⁻¹ mod 2^64 (p odd): 6 steps from 1 bit.
            var inv: UInt = 1
            for _ in 0..<6 { inv = inv &* (2 &- p &* inv) }
            negInverse = 0 &- inv
            let r = (0 &- p) % p  // 2^64 mod p
            r2 = p.dividingFullWidth(r.multipliedFullWidth(by: r)).remainder
        }

        /// a·b·R⁻¹ mod p, for a·b < p·2^64 (either factor may be any
        /// 64-bit value when the other is below p).
        @inline(__always) @usableFromInline
        func mul(_ a: UInt, _ b: UInt) -> UInt {
            let (hi, lo) = a.multipliedFullWidth(by: b)
            let m = lo &* negInverse
            let mh = m.multipliedFullWidth(by: p).high
            // lo + low(m·p) is 0 mod 2^64: it carries exactly when lo != 0.
            return reduce(hi &+ mh &+ carryBit(lo != 0))
        }

        /// x mod p for x < 2p, without a branch (a mispredicted branch per
        /// butterfly would cost more than the arithmetic).
        @inline(__always) @usableFromInline
        func reduce(_ x: UInt) -> UInt {
            let d = x &- p
            return d &+ (p & signMask(d))
        }

        /// All ones when x, read as signed, is negative; else zero.
        @inline(__always) @usableFromInline
        func signMask(_ x: UInt) -> UInt { UInt(bitPattern: Int(bitPattern: x) >> (Int.bitWidth - 1)) }

        @inline(__always) @usableFromInline
        func add(_ a: UInt, _ b: UInt) -> UInt {
            reduce(a &+ b)
        }

        @inline(__always) @usableFromInline
        func sub(_ a: UInt, _ b: UInt) -> UInt {
            let d = a &- b
            return d &+ (p & signMask(d))
        }

        /// x in Montgomery form (x·R mod p), for any 64-bit x.
        @inline(__always) @usableFromInline
        func toMontgomery(_ x: UInt) -> UInt { mul(x, r2) }

        /// base^e for base in Montgomery form; the result in Montgomery form.
        func power(_ base: UInt, _ e: UInt) -> UInt {
            var result = toMontgomery(1), b = base, e = e
            while e > 0 {
                if e & 1 == 1 { result = mul(result, b) }
                b = mul(b, b)
                e >>= 1
            }
            return result
        }

        /// The inverse of x (normal form, non-zero mod p), in Montgomery form.
        func inverseMontgomery(_ x: UInt) -> UInt { power(toMontgomery(x), p - 2) }

        /// tw[h + j] = w_{2h}^j (Montgomery form) for h = 1, 2, 4, ..., N/2
        /// and j < h, w_n a primitive n-th root of unity (or its inverse).
        func twiddles(_ n: Int, inverse: Bool) -> [UInt] {
            var table = zeroedLimbs(max(n, 2))
            let exponent = (p - 1) / UInt(n)
            var w = power(toMontgomery(generator), exponent)
            if inverse { w = power(w, UInt(n) - 1) }
            let half = n / 2
            if half == 0 { return table }
            // w^j = w^(64·(j / 64)) · w^(j % 64): independent products,
            // not one chain of `half` dependent ones.
            let low = Swift.min(half, 64)
            var small = [UInt](repeating: toMontgomery(1), count: low)
            for j in 1..<Swift.max(low, 1) { small[j] = mul(small[j - 1], w) }
            let stride = mul(small[low - 1], w)  // w^low
            var big = toMontgomery(1)
            var j = 0
            while j < half {
                for k in 0..<Swift.min(low, half - j) { table[half + j + k] = mul(big, small[k]) }
                big = mul(big, stride)
                j += low
            }
            var h = half / 2
            while h >= 1 {
                for j in 0..<h { table[h + j] = table[2 * h + 2 * j] }
                h /= 2
            }
            return table
        }

        /// x mod 2p... for x < 4p: x - 2p when x >= 2p, without a branch.
        @inline(__always) @usableFromInline
        func reduceTwice(_ x: UInt) -> UInt {
            let d = x &- 2 &* p
            return d &+ ((2 &* p) & signMask(d))
        }

        /// a·b·R⁻¹ mod p in [0, 2p) (not fully reduced), for a·b < p·2^64.
        @inline(__always) @usableFromInline
        func mulLazy(_ a: UInt, _ b: UInt) -> UInt {
            let (hi, lo) = a.multipliedFullWidth(by: b)
            let m = lo &* negInverse
            let mh = m.multipliedFullWidth(by: p).high
            return hi &+ mh &+ carryBit(lo != 0)
        }

        /// In place: the forward transform (natural order in, bit-reversed
        /// out). Values in [0, 2p) in and out (Harvey's lazy butterflies:
        /// 4p < 2^64, so sums and differences need one correction at most).
        func forward(_ a: UnsafeMutablePointer<UInt>, _ n: Int, _ tw: UnsafePointer<UInt>) {
            let twoP = 2 &* p
            var h = n / 2
            while h >= 1 {
                var s = 0
                while s < n {
                    let x = a + s, y = a + s + h, t = tw + h
                    for j in 0..<h {
                        let u = x[j], v = y[j]
                        x[j] = reduceTwice(u &+ v)
                        y[j] = mulLazy(u &+ twoP &- v, t[j])
                    }
                    s += 2 * h
                }
                h /= 2
            }
        }

        /// In place: the inverse transform without the 1/N (bit-reversed
        /// order in, natural out), `tw` the inverse roots' table. Values in
        /// [0, 2p) in and out.
        func inverse(_ a: UnsafeMutablePointer<UInt>, _ n: Int, _ tw: UnsafePointer<UInt>) {
            let twoP = 2 &* p
            var h = 1
            while h < n {
                var s = 0
                while s < n {
                    let x = a + s, y = a + s + h, t = tw + h
                    for j in 0..<h {
                        let u = x[j], v = mulLazy(y[j], t[j])
                        x[j] = reduceTwice(u &+ v)
                        y[j] = reduceTwice(u &+ twoP &- v)
                    }
                    s += 2 * h
                }
                h *= 2
            }
        }

        /// The forward transform of a (zero-padded to length n), values in
        /// Montgomery form below 2p.
        func transform(_ a: [UInt], _ n: Int, _ table: [UInt]) -> [UInt] {
            var fa = zeroedLimbs(n)
            fa.withUnsafeMutableBufferPointer { pa in
                let x = pa.baseAddress!
                for i in 0..<a.count { x[i] = toMontgomery(a[i]) }
                table.withUnsafeBufferPointer { forward(x, n, $0.baseAddress!) }
            }
            return fa
        }

        /// The cyclic convolution of a and b (b nil: a with itself) modulo p,
        /// length n (a power of two at least a.count + b.count - 1), in
        /// normal form. `preparedB`, when given, is b's transform (b unused).
        func convolution(_ a: [UInt], _ b: [UInt]?, _ n: Int, preparedB: [UInt]? = nil) -> [UInt] {
            let forwardTable = twiddles(n, inverse: false)
            var fa = transform(a, n, forwardTable)
            fa.withUnsafeMutableBufferPointer { pa in
                let x = pa.baseAddress!
                if let fb = preparedB ?? b.map({ transform($0, n, forwardTable) }) {
                    fb.withUnsafeBufferPointer { pb in
                        let y = pb.baseAddress!
                        for i in 0..<n { x[i] = mul(x[i], y[i]) }
                    }
                } else {
                    for i in 0..<n { x[i] = mul(x[i], x[i]) }
                }
                twiddles(n, inverse: true).withUnsafeBufferPointer { inverse(x, n, $0.baseAddress!) }
                // x[i] = N·c·R (mod p, below 2p): times N⁻¹ (normal form) and
                // R⁻¹ by `mul`, fully reduced.
                let nInverse = mul(inverseMontgomery(UInt(n)), 1)
                for i in 0..<n { x[i] = mul(x[i], nInverse) }
            }
            return fa
        }
    }

    /// An operand's transforms modulo the three primes at one length, made
    /// once for an operand that many products share (a Barrett divisor and
    /// its reciprocal): each product then costs two transforms, not three.
    @usableFromInline
    internal struct NTTPrepared: Sendable {
        /// The transform length.
        @usableFromInline let length: Int
        /// The operand's limb count.
        @usableFromInline let count: Int
        @usableFromInline let transforms: [[UInt]]

        @usableFromInline
        init(_ b: [UInt], length: Int) {
            self.length = length
            count = b.count
            transforms = BigInt.nttPrimes.map { $0.transform(b, length, $0.twiddles(length, inverse: false)) }
        }
    }

    /// The transform length for a product of operands of these limb counts.
    @usableFromInline
    internal static func nttLength(_ aCount: Int, _ bCount: Int) -> Int {
        var n = 1
        while n < aCount + bCount - 1 { n <<= 1 }
        return n
    }

    /// a·b for b prepared at the length a·b needs (`nttLength(a.count, b.count)`).
    @usableFromInline
    internal static func nttMultiply(_ a: [UInt], prepared b: NTTPrepared) -> [UInt] {
        precondition(nttLength(a.count, b.count) == b.length, "nttMultiply: prepared at another length")
        if a.isEmpty || b.count == 0 { return [] }
        let r = (0..<3).map { nttPrimes[$0].convolution(a, nil, b.length, preparedB: b.transforms[$0]) }
        return nttCombine(r[0], r[1], r[2], count: a.count + b.count)
    }

    /// The three primes, each 2^40 | p - 1, in (2^61, 2^62).
    @usableFromInline
    internal static let nttPrimes: [NTTPrime] = [
        NTTPrime(0x3FFF_C000_0000_0001, generator: 11),
        NTTPrime(0x3FFF_BE00_0000_0001, generator: 3),
        NTTPrime(0x3FFF_8400_0000_0001, generator: 19),
    ]

    /// a·b (b nil: a²) by three number-theoretic transforms and the CRT.
    @usableFromInline
    internal static func nttMultiply(_ a: [UInt], _ b: [UInt]?) -> [UInt] {
        let bCount = b?.count ?? a.count
        if a.isEmpty || bCount == 0 { return [] }
        let count = a.count + bCount
        let n = nttLength(a.count, bCount)
        let r = nttPrimes.map { $0.convolution(a, b, n) }
        return nttCombine(r[0], r[1], r[2], count: count)
    }

    /// a·b mod (B^L - 1), B = 2^64, L = b.length, as L limbs (high zeros
    /// kept) with a value below B^L - 1: the cyclic convolution wraps the
    /// product's high limbs onto its low ones, so a product whose remainder
    /// is all that is wanted needs a transform half as long. Requires
    /// a.count <= L and b prepared at length L.
    @usableFromInline
    internal static func nttMultiplyModulo(_ a: [UInt], prepared b: NTTPrepared) -> [UInt] {
        let length = b.length
        precondition(a.count <= length && b.count <= length, "nttMultiplyModulo: an operand longer than the transform")
        if a.isEmpty || b.count == 0 { return zeroedLimbs(length) }
        let r = (0..<3).map { nttPrimes[$0].convolution(a, nil, length, preparedB: b.transforms[$0]) }
        let wide = nttCombine(r[0], r[1], r[2], count: length + 3, coefficients: length)
        return foldModulo(wide, length)
    }

    /// x mod (B^L - 1) as L limbs, the value below B^L - 1 (B^L ≡ 1: the
    /// limbs above L are added in at the bottom until nothing carries).
    @usableFromInline
    internal static func foldModulo(_ x: [UInt], _ length: Int) -> [UInt] {
        var low = zeroedLimbs(length)
        var high: [UInt] = []
        x.withUnsafeBufferPointer { px in
            let n = min(px.count, length)
            for i in 0..<n { low[i] = px[i] }
            var offset = length
            low.withUnsafeMutableBufferPointer { pl in
                while offset < px.count {
                    let n = min(length, px.count - offset)
                    let carry = addInto(pl.baseAddress!, length, px.baseAddress! + offset, n)
                    if carry != 0 { high.append(carry) }
                    offset += length
                }
                // Each carry out of the top is B^L ≡ 1: add it back in.
                var carries = high.reduce(0, &+)
                while carries != 0 {
                    var one = carries
                    carries = addInto(pl.baseAddress!, length, &one, 1)
                }
            }
        }
        if low.allSatisfy({ $0 == UInt.max }) { return zeroedLimbs(length) }  // B^L - 1 ≡ 0
        return low
    }

    /// Compares two limb arrays of one length (high zeros allowed): -1, 0, 1.
    @usableFromInline
    internal static func compareLimbs(_ a: [UInt], _ b: [UInt]) -> Int {
        precondition(a.count == b.count, "compareLimbs: different lengths")
        var i = a.count - 1
        while i >= 0 {
            if a[i] != b[i] { return a[i] < b[i] ? -1 : 1 }
            i -= 1
        }
        return 0
    }

    /// The product's `count` limbs from its convolution modulo the three
    /// primes (`coefficients` of them, `count - 1` unless given): Garner's
    /// CRT, then the carries.
    private static func nttCombine(
        _ r1: [UInt], _ r2: [UInt], _ r3: [UInt], count: Int, coefficients: Int? = nil
    ) -> [UInt] {
        let coefficients = coefficients ?? count - 1
        let q1 = nttPrimes[0], q2 = nttPrimes[1], q3 = nttPrimes[2]
        // Garner: c = x1 + p1·x2 + p1·p2·x3, 0 <= x_i < p_i.
        let p1 = q1.p, p2 = q2.p, p3 = q3.p
        let inverse12 = q2.inverseMontgomery(p1 % p2)        // p1⁻¹ mod p2, Montgomery form
        let p1In3 = q3.toMontgomery(p1 % p3)                   // p1 mod p3, Montgomery form
        let (p12High, p12Low) = p1.multipliedFullWidth(by: p2)
        let p12Mod3 = p3.dividingFullWidth((p12High, p12Low)).remainder
        let inverse123 = q3.inverseMontgomery(p12Mod3)        // (p1·p2)⁻¹ mod p3
        var result = zeroedLimbs(count)
        var acc0: UInt = 0, acc1: UInt = 0, acc2: UInt = 0
        for i in 0..<count {
            if i < coefficients {
                let x1 = r1[i]
                let x2 = q2.mul(q2.sub(r2[i], x1 >= p2 ? x1 &- p2 : x1), inverse12)
                var t = q3.sub(r3[i], x1 >= p3 ? x1 &- p3 : x1)
                t = q3.sub(t, q3.mul(x2 >= p3 ? x2 &- p3 : x2, p1In3))
                let x3 = q3.mul(t, inverse123)
                // acc += x1 + p1·x2 + (p12High·2^64 + p12Low)·x3
                var (h, l) = p1.multipliedFullWidth(by: x2)
                var (s, o) = l.addingReportingOverflow(x1)
                h &+= carryBit(o)
                (acc0, o) = acc0.addingReportingOverflow(s)
                (s, o) = acc1.addingReportingOverflow(h &+ carryBit(o))  // h < 2^62: no overflow
                acc1 = s
                acc2 &+= carryBit(o)
                (h, l) = p12Low.multipliedFullWidth(by: x3)
                (acc0, o) = acc0.addingReportingOverflow(l)
                (s, o) = acc1.addingReportingOverflow(h &+ carryBit(o))
                acc1 = s
                acc2 &+= carryBit(o)
                (h, l) = p12High.multipliedFullWidth(by: x3)
                (acc1, o) = acc1.addingReportingOverflow(l)
                acc2 &+= h &+ carryBit(o)
            }
            result[i] = acc0
            acc0 = acc1
            acc1 = acc2
            acc2 = 0
        }
        while let last = result.last, last == 0 { result.removeLast() }
        return result
    }
}
