// BigInt radix conversion kernels: the chunked quadratic conversions (the base
// case) and the divide-and-conquer ones over powers of the radix that make
// printing and parsing a million-digit number subquadratic.
//
// Printing splits a number x < P² by P = radix^(c·2^i) (c digits to a limb):
// x = q·P + r, the digits of q then those of r padded to c·2^i digits, each
// half converted the same way one power down. The division is Barrett's: a
// multiplication by a reciprocal of P computed once by Newton's iteration, so
// everything is multiplication (Karatsuba, Toom-3, number-theoretic
// transforms by size) and the whole costs O(M(n)·log n).
// Parsing is the mirror image: value(high)·radix^k + value(low).

extension BigInt {
    /// Below this many limbs a number is converted by the chunked quadratic
    /// algorithm (one-limb divisions or multiply-adds).
    @usableFromInline
    internal static let radixConversionThreshold = 30

    /// Below this many limbs a divisor is divided by Knuth's algorithm D and
    /// a reciprocal is computed the same way; at or above, Barrett and Newton.
    @usableFromInline
    internal static let barrettThreshold = 40

    // MARK: - The quadratic base case

    /// Appends the digits of the magnitude `m` in `radix` (no sign), at least
    /// `width` of them (leading zeros pad a shorter number): the chunked
    /// algorithm, repeated one-limb division by radix^c.
    /// - Complexity: O(n²) in the limb count.
    @usableFromInline
    internal static func appendDigitsQuadratic(of m: [UInt], radix: Int, width: Int, to out: inout [UInt8]) {
        let (chunkDigits, chunkPower) = chunkInfo(radix: radix)
        var chunks: [UInt] = []
        var rest = m
        chunks.reserveCapacity(m.count * UInt.bitWidth / chunkDigits + 2)
        let divisor = WordDivisor(chunkPower)
        while !rest.isEmpty { chunks.append(divideInPlace(&rest, by: divisor)) }
        let r = UInt(radix)
        var digits = [UInt8](repeating: 0, count: chunkDigits)
        var produced: [UInt8] = []
        produced.reserveCapacity(chunks.count * chunkDigits)
        for (i, chunk) in chunks.enumerated().reversed() {
            var c = chunk
            var k = chunkDigits
            while c != 0 {
                k -= 1
                digits[k] = digitAlphabet[Int(c % r)]
                c /= r
            }
            if i != chunks.count - 1 {
                // Inner chunks are padded with zeros to full width.
                while k > 0 {
                    k -= 1
                    digits[k] = UInt8(ascii: "0")
                }
            }
            produced.append(contentsOf: digits[k...])
        }
        if produced.count < width {
            out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - produced.count))
        }
        out.append(contentsOf: produced)
    }

    @usableFromInline
    internal static let digitAlphabet: [UInt8] = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)

    /// The magnitude of the digits (already checked or not) in `radix`, by
    /// chunked multiply-adds; nil when a character is not a digit.
    /// - Complexity: O(d²) for d digits.
    @usableFromInline
    internal static func parseMagnitudeQuadratic(_ utf8: ArraySlice<UInt8>, radix: Int) -> [UInt]? {
        let (chunkDigits, chunkPower) = chunkInfo(radix: radix)
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
                guard let d = digitValue(utf8[k]), d < radix else { return nil }
                chunk = chunk &* r &+ UInt(d)
                multiplier = multiplier &* r
            }
            if chunkLength == chunkDigits { multiplier = chunkPower }
            multiplyAddInPlace(&limbs, multiplier, chunk)
            index += chunkLength
            chunkLength = chunkDigits
        }
        while let last = limbs.last, last == 0 { limbs.removeLast() }
        return limbs
    }

    // MARK: - Powers of the radix

    /// powers[i] = radix^(c·2^i) for the chunk size c, built by squaring, with
    /// the Barrett reciprocal of each computed when first needed.
    @usableFromInline
    internal struct RadixPowers {
        @usableFromInline let chunkDigits: Int
        @usableFromInline var powers: [[UInt]]
        @usableFromInline var reciprocals: [Reciprocal?]

        @usableFromInline
        init(radix: Int) {
            let (digits, power) = BigInt.chunkInfo(radix: radix)
            chunkDigits = digits
            powers = [[power]]
            reciprocals = [nil]
        }

        /// The number of digits powers[i] stands for: c·2^i.
        @usableFromInline
        func digits(_ i: Int) -> Int { chunkDigits << i }

        /// Appends the next power (the square of the last).
        @usableFromInline
        mutating func grow() {
            let last = powers[powers.count - 1]
            powers.append(BigInt.multiplyMagnitudes(last, last))
            reciprocals.append(nil)
        }

        /// x divided by powers[i]: quotient and remainder. Requires
        /// x < powers[i]².
        @usableFromInline
        mutating func divide(_ x: [UInt], byPower i: Int) -> (quotient: [UInt], remainder: [UInt]) {
            let p = powers[i]
            if p.count < BigInt.barrettThreshold { return BigInt.divideMagnitudes(x, p) }
            var r = reciprocal(i)
            let result = r.divideSharingTransforms(x)
            reciprocals[i] = r  // keeps the transforms made for the next division
            return result
        }

        /// The reciprocal of powers[i]: from the one below (powers[i] is its
        /// square) when that one is large enough to have been worth it.
        @usableFromInline
        mutating func reciprocal(_ i: Int) -> Reciprocal {
            if let known = reciprocals[i] { return known }
            let made: Reciprocal
            if i > 0 && powers[i].count >= BigInt.barrettThreshold {
                made = Reciprocal(powers[i], squareOf: reciprocal(i - 1))
            } else {
                made = Reciprocal(powers[i])
            }
            reciprocals[i] = made
            return made
        }
    }

    /// A divisor p of s bits with R = floor(2^(2s) / p), for Barrett division
    /// of numbers below 2^(2s).
    @usableFromInline
    internal struct Reciprocal {
        @usableFromInline let divisor: [UInt]
        @usableFromInline let shift: Int
        @usableFromInline let reciprocal: [UInt]
        /// The transforms of `reciprocal` (at the full product's length) and
        /// of `divisor` (at the wrapped length), made by the first division
        /// that needs them (see `divideSharingTransforms`).
        @usableFromInline var preparedReciprocal: NTTPrepared? = nil
        @usableFromInline var preparedDivisor: NTTPrepared? = nil

        @usableFromInline
        init(_ p: [UInt]) {
            let s = BigInt(normalisedLimbs: p, isNegative: false).bitWidth
            divisor = p
            shift = 2 * s
            reciprocal = BigInt.reciprocalMagnitude(p)
        }

        /// The reciprocal of p = q², q the divisor of `smaller`: Newton's
        /// step from the square of q's reciprocal, which is already half right.
        @usableFromInline
        init(_ p: [UInt], squareOf smaller: Reciprocal) {
            let s = BigInt(normalisedLimbs: p, isNegative: false).bitWidth
            divisor = p
            shift = 2 * s
            // R'² ≈ 2^(4s')/p for s' = smaller.shift / 2; 4s' - 2s is 0 or 2.
            let r = BigInt(normalisedLimbs: smaller.reciprocal, isNegative: false)
            let x0 = (r * r) >> (2 * smaller.shift - shift)
            reciprocal = BigInt.newtonReciprocalStep(BigInt(normalisedLimbs: p, isNegative: false), bits: s, from: x0)
        }

        /// x / p and x mod p, for x < 2^shift (Barrett, HAC 14.42): only the
        /// top s + 1 bits of x take part, and the estimate
        /// floor(floor(x / 2^(s-1))·R / 2^(s+1)) is the quotient or at most two below it.
        @usableFromInline
        func divide(_ x: [UInt]) -> (quotient: [UInt], remainder: [UInt]) {
            var copy = self
            copy.preparedReciprocal = nil
            copy.preparedDivisor = nil
            return copy.divide(x, sharing: false)
        }

        /// As `divide`, but the products by the reciprocal and the divisor
        /// reuse their number-theoretic transforms from one division to the
        /// next (a power of the radix divides many pieces of one number).
        @usableFromInline
        mutating func divideSharingTransforms(_ x: [UInt]) -> (quotient: [UInt], remainder: [UInt]) {
            divide(x, sharing: true)
        }

        private mutating func divide(_ x: [UInt], sharing: Bool) -> (quotient: [UInt], remainder: [UInt]) {
            if BigInt.compareMagnitudes(x, divisor) < 0 { return ([], x) }
            let s = shift / 2
            let top = BigInt.shiftRightMagnitude(x, s - 1).result
            let estimate = sharing ? multiply(top, byShared: reciprocal, &preparedReciprocal)
                : BigInt.multiplyMagnitudes(top, reciprocal)
            var q = BigInt.shiftRightMagnitude(estimate, s + 1).result
            var r: [UInt]
            if sharing && divisor.count >= BigInt.nttThreshold {
                r = remainderByWrapping(x, q)
            } else {
                r = BigInt.subtractMagnitudes(x, BigInt.multiplyMagnitudes(q, divisor))
            }
            while BigInt.compareMagnitudes(r, divisor) >= 0 {
                r = BigInt.subtractMagnitudes(r, divisor)
                q = BigInt.addMagnitudes(q, [1])
            }
            return (q, r)
        }

        /// x - q·divisor for the Barrett estimate q (0 <= x - q·divisor <
        /// 3·divisor < B^(n+1), n the divisor's limbs), computed modulo
        /// B^L - 1 for a power of two L >= n + 2: a cyclic convolution of
        /// length L, half the length of the whole product, with the divisor's
        /// transform made once.
        private mutating func remainderByWrapping(_ x: [UInt], _ q: [UInt]) -> [UInt] {
            if q.isEmpty { return x }
            var length = 1
            while length < divisor.count + 2 { length <<= 1 }
            if preparedDivisor?.length != length { preparedDivisor = NTTPrepared(divisor, length: length) }
            let product = BigInt.nttMultiplyModulo(q, prepared: preparedDivisor!)
            let xm = BigInt.foldModulo(x, length)
            // (xm - product) mod B^L - 1, both below B^L - 1: the difference,
            // or the difference plus B^L - 1 (adding the complement).
            var r: [UInt]
            if BigInt.compareLimbs(xm, product) >= 0 {
                r = xm
                r.withUnsafeMutableBufferPointer { pr in
                    product.withUnsafeBufferPointer { pp in
                        _ = BigInt.subtractFrom(pr.baseAddress!, length, pp.baseAddress!, length)
                    }
                }
            } else {
                r = xm
                let complement = product.map { ~$0 }
                r.withUnsafeMutableBufferPointer { pr in
                    complement.withUnsafeBufferPointer { pc in
                        _ = BigInt.addInto(pr.baseAddress!, length, pc.baseAddress!, length)
                    }
                }
            }
            while let last = r.last, last == 0 { r.removeLast() }
            return r
        }

        /// a·b, by b's cached transforms when the product is transform-sized
        /// and has the length they were made at (made now when missing and
        /// a has b's length, so that later products of that size reuse them).
        private func multiply(_ a: [UInt], byShared b: [UInt], _ prepared: inout NTTPrepared?) -> [UInt] {
            if a.isEmpty { return [] }
            guard min(a.count, b.count) >= BigInt.nttThreshold else { return BigInt.multiplyMagnitudes(a, b) }
            let length = BigInt.nttLength(a.count, b.count)
            if prepared == nil && length == BigInt.nttLength(b.count, b.count) {
                prepared = NTTPrepared(b, length: length)
            }
            if let prepared, prepared.length == length { return BigInt.nttMultiply(a, prepared: prepared) }
            return BigInt.multiplyMagnitudes(a, b)
        }
    }

    /// floor(2^(2s) / p) for a magnitude p of s bits: Newton's iteration
    /// x' = x + x·(2^(2s) - p·x) / 2^(2s) from the reciprocal of p's top half
    /// (plus guard bits), then corrected to the exact floor.
    /// - Complexity: O(M(n)) for n limbs (a few multiplications at each of
    ///   log n halvings).
    @usableFromInline
    internal static func reciprocalMagnitude(_ p: [UInt]) -> [UInt] {
        let pValue = BigInt(normalisedLimbs: p, isNegative: false)
        let s = pValue.bitWidth
        let one = BigInt(1) << (2 * s)
        if p.count < barrettThreshold {
            return divideMagnitudes(one.limbs, p).quotient
        }
        let k = s / 2 + UInt.bitWidth  // s > 64·40, so k < s
        let top = pValue >> (s - k)     // k bits
        let x0 = BigInt(normalisedLimbs: reciprocalMagnitude(top.limbs), isNegative: false) << (s - k)
        return newtonReciprocalStep(pValue, bits: s, from: x0)
    }

    /// floor(2^(2s) / p) for p of s bits, from an estimate x0 with a relative
    /// error of about 2^(-s/2): one Newton step, x = x0 + x0·e / 2^(2s) with
    /// e = 2^(2s) - p·x0, then the exact floor from the remainder
    /// 2^(2s) - p·x = e - p·(x - x0), a few steps away.
    @usableFromInline
    internal static func newtonReciprocalStep(_ p: BigInt, bits s: Int, from estimate: BigInt) -> [UInt] {
        // Only the top s/2 bits of the estimate are right: keep s/2 + 64 of
        // them, x0 = x0h·2^z, so that the products are half as long.
        let precision = s / 2 + UInt.bitWidth
        let z = max(0, estimate.bitWidth - precision)
        let x0h = estimate >> z
        let x0 = x0h << z
        let e = (BigInt(1) << (2 * s)) - ((p * x0h) << z)
        // d = x0·e / 2^(2s) needs only e's top bits too: e = e_t·2^t + low.
        var t = max(0, e.magnitude.bitWidth - precision)
        var shift = 2 * s - z - t
        if shift < 0 {
            t += shift
            shift = 0
        }
        let d = (x0h * (e >> t)) >> shift
        var x = x0 + d
        var r = e - p * d
        while r.isNegative {
            x -= 1
            r += p
        }
        while r >= p {
            x += 1
            r -= p
        }
        return x.limbs
    }

    // MARK: - Divide and conquer

    /// Appends the digits of the magnitude `m` in `radix` (no sign); "0" for zero.
    /// - Complexity: O(M(n)·log n) for n limbs, M the cost of multiplication;
    ///   O(n²) below ``radixConversionThreshold`` limbs.
    @usableFromInline
    internal static func appendDigits(of m: [UInt], radix: Int, to out: inout [UInt8]) {
        if m.isEmpty {
            out.append(UInt8(ascii: "0"))
            return
        }
        if m.count < radixConversionThreshold {
            appendDigitsQuadratic(of: m, radix: radix, width: 0, to: &out)
            return
        }
        var powers = RadixPowers(radix: radix)
        // The first power t with powers[t]² > m; squares are only computed
        // while they may be <= m.
        let mBits = BigInt(normalisedLimbs: m, isNegative: false).bitWidth
        var t = 0
        while true {
            let pBits = BigInt(normalisedLimbs: powers.powers[t], isNegative: false).bitWidth
            if 2 * pBits - 1 > mBits { break }
            if t + 1 == powers.powers.count { powers.grow() }
            if compareMagnitudes(powers.powers[t + 1], m) > 0 { break }
            t += 1
        }
        appendDigits(of: m, level: t, padded: false, powers: &powers, radix: radix, to: &out)
    }

    /// Digits of x < powers[level]², padded to c·2^(level+1) digits when
    /// `padded` (an inner piece), else without leading zeros.
    private static func appendDigits(
        of x: [UInt], level: Int, padded: Bool, powers: inout RadixPowers, radix: Int, to out: inout [UInt8]
    ) {
        if level < 0 || x.count < radixConversionThreshold {
            if x.isEmpty && !padded {
                out.append(UInt8(ascii: "0"))
                return
            }
            appendDigitsQuadratic(of: x, radix: radix, width: padded ? powers.digits(level + 1) : 0, to: &out)
            return
        }
        let (q, r) = powers.divide(x, byPower: level)
        if q.isEmpty && !padded {
            appendDigits(of: r, level: level - 1, padded: false, powers: &powers, radix: radix, to: &out)
            return
        }
        appendDigits(of: q, level: level - 1, padded: padded, powers: &powers, radix: radix, to: &out)
        appendDigits(of: r, level: level - 1, padded: true, powers: &powers, radix: radix, to: &out)
    }

    /// The magnitude of a non-empty run of digits in `radix`, or nil when a
    /// character is not a digit: value(high)·radix^k + value(low), with k
    /// the largest c·2^i below the length.
    /// - Complexity: O(M(d)·log d) for d digits; O(d²) for a few hundred.
    @usableFromInline
    internal static func parseMagnitude(_ utf8: ArraySlice<UInt8>, radix: Int) -> [UInt]? {
        let (chunkDigits, _) = chunkInfo(radix: radix)
        if utf8.count < radixConversionThreshold * chunkDigits {
            return parseMagnitudeQuadratic(utf8, radix: radix)
        }
        for c in utf8 {
            guard let d = digitValue(c), d < radix else { return nil }
        }
        var powers = RadixPowers(radix: radix)
        while powers.digits(powers.powers.count - 1) * 2 < utf8.count { powers.grow() }
        return parseMagnitude(utf8, radix: radix, powers: powers)
    }

    private static func parseMagnitude(_ utf8: ArraySlice<UInt8>, radix: Int, powers: RadixPowers) -> [UInt] {
        if utf8.count < radixConversionThreshold * powers.chunkDigits {
            return parseMagnitudeQuadratic(utf8, radix: radix) ?? []
        }
        // The largest power whose digit count is below the length.
        var i = powers.powers.count - 1
        while powers.digits(i) >= utf8.count { i -= 1 }
        let split = utf8.endIndex - powers.digits(i)
        let high = parseMagnitude(utf8[..<split], radix: radix, powers: powers)
        let low = parseMagnitude(utf8[split...], radix: radix, powers: powers)
        return addMagnitudes(multiplyMagnitudes(high, powers.powers[i]), low)
    }
}
