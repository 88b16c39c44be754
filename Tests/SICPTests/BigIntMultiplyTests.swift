import Testing
@testable import SICP

/// A deterministic generator (SplitMix64) for the multiplication tests.
private struct Mix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// `count` limbs, the top one non-zero; runs of zero and all-ones limbs
    /// (one limb in three) to stress carries and borrows.
    mutating func magnitude(limbs count: Int) -> [UInt] {
        if count == 0 { return [] }
        var limbs: [UInt] = (0..<count).map { _ in
            switch next() % 6 {
            case 0: return 0
            case 1: return UInt.max
            default: return UInt(next())
            }
        }
        if limbs[count - 1] == 0 { limbs[count - 1] = UInt(next() | 1) }
        return limbs
    }
}

/// The schoolbook product, normalised: the reference for every faster path.
private func schoolbook(_ a: [UInt], _ b: [UInt]) -> [UInt] {
    if a.isEmpty || b.isEmpty { return [] }
    var r = [UInt](repeating: 0, count: a.count + b.count)
    a.withUnsafeBufferPointer { pa in
        b.withUnsafeBufferPointer { pb in
            r.withUnsafeMutableBufferPointer { pr in BigInt.schoolbookMultiply(pa, pb, into: pr) }
        }
    }
    while let last = r.last, last == 0 { r.removeLast() }
    return r
}

/// A copy with its own storage, so that `multiplyMagnitudes` does not take
/// the squaring path.
private func copy(_ a: [UInt]) -> [UInt] {
    var c = [UInt]()
    c.reserveCapacity(a.count)
    c.append(contentsOf: a)
    return c
}

@Suite struct BigIntMultiplyTests {
    /// Sizes around every threshold: Karatsuba (40), Karatsuba squaring (64),
    /// Toom-3 (240) and Toom-3 squaring (320), and the odd lengths whose
    /// pieces are uneven.
    static let sizes = [1, 2, 3, 39, 40, 41, 63, 64, 65, 127, 128, 129, 239, 240, 241, 242,
                        319, 320, 321, 322, 500, 727, 1000, 1500]

    @Test(arguments: sizes)
    func squaringMatchesSchoolbook(_ n: Int) {
        var rng = Mix(state: UInt64(n) &* 7919)
        for _ in 0..<(n > 400 ? 1 : 3) {
            let a = rng.magnitude(limbs: n)
            let expected = schoolbook(a, copy(a))
            #expect(BigInt.squareMagnitude(a) == expected, "square of \(n) limbs")
            #expect(BigInt.multiplyMagnitudes(a, a) == expected, "a · a, \(n) limbs")
            #expect(BigInt.toom3Square(a) == expected, "Toom-3 square of \(n) limbs")
        }
    }

    @Test(arguments: sizes)
    func toomMatchesSchoolbook(_ n: Int) {
        var rng = Mix(state: UInt64(n) &* 104_729)
        // Balanced, nearly balanced, and the unbalanced shapes Toom-3 must
        // still get right when called directly.
        for m in [n, n - 1, n + 1, (2 * n) / 3 + 1, n / 2 + 1, n / 2 - 1, 1, 2 * n, 2 * n + 1, 3 * n + 7, 5 * n]
        where m >= 1 {
            let a = rng.magnitude(limbs: n), b = rng.magnitude(limbs: m)
            let expected = schoolbook(a, b)
            #expect(BigInt.toom3Multiply(a, b) == expected, "Toom-3 \(n) × \(m)")
            #expect(BigInt.toom3Multiply(b, a) == expected, "Toom-3 \(m) × \(n)")
            #expect(BigInt.multiplyMagnitudes(a, b) == expected, "\(n) × \(m)")
            #expect(BigInt.plainMultiplyMagnitudes(a, b) == expected, "plain \(n) × \(m)")
        }
    }

    @Test func edgeCases() {
        let empty: [UInt] = []
        #expect(BigInt.squareMagnitude(empty).isEmpty)
        #expect(BigInt.toom3Multiply(empty, [1, 2, 3]).isEmpty)
        #expect(BigInt.squareMagnitude([UInt.max]) == [1, UInt.max - 1])
        #expect(BigInt.toom3Square([1]) == [1])
        #expect(BigInt.toom3Multiply([UInt.max], [UInt.max]) == [1, UInt.max - 1])
        for n in [1, 64, 65, 240, 330, 999] {
            // All ones: (B^n - 1)² = B^2n - 2·B^n + 1.
            let ones = [UInt](repeating: .max, count: n)
            var expected = [UInt](repeating: 0, count: 2 * n)
            expected[0] = 1
            expected[n] = UInt.max - 1
            for i in (n + 1)..<(2 * n) { expected[i] = .max }
            #expect(BigInt.squareMagnitude(ones) == expected, "all ones, \(n) limbs")
            #expect(BigInt.toom3Square(ones) == expected, "Toom-3, all ones, \(n) limbs")
            #expect(BigInt.toom3Multiply(ones, copy(ones)) == expected, "Toom-3 product, all ones, \(n) limbs")
            // Powers of the base: B^(n-1) squared is B^(2n-2).
            var power = [UInt](repeating: 0, count: n)
            power[n - 1] = 1
            var square = [UInt](repeating: 0, count: 2 * n - 1)
            square[2 * n - 2] = 1
            #expect(BigInt.squareMagnitude(power) == square, "B^\(n - 1) squared")
            #expect(BigInt.toom3Multiply(power, copy(power)) == square, "B^\(n - 1) · B^\(n - 1)")
            // Top limb only one bit, the rest zero and ones.
            #expect(BigInt.toom3Multiply(power, ones) == schoolbook(power, ones), "B^\(n - 1) · (B^\(n) - 1)")
        }
    }

    @Test func longTimesShortWithAZeroPiece() {
        // A long operand whose middle pieces are all zero limbs.
        var rng = Mix(state: 77)
        for n in [240, 300, 513] {
            var a = rng.magnitude(limbs: 5 * n + 3)
            for i in n..<(3 * n) { a[i] = 0 }
            let b = rng.magnitude(limbs: n)
            #expect(BigInt.multiplyMagnitudes(a, b) == schoolbook(a, b), "\(a.count) × \(n)")
            #expect(BigInt.multiplyMagnitudes(b, a) == schoolbook(a, b), "\(n) × \(a.count)")
        }
    }

    @Test func signsOfSquaresAndProducts() {
        var rng = Mix(state: 2024)
        for n in [3, 70, 300, 700] {
            let a = BigInt(limbs: rng.magnitude(limbs: n), isNegative: true)
            let b = BigInt(limbs: rng.magnitude(limbs: n), isNegative: false)
            let square = a * a
            #expect(!square.isNegative)
            #expect(square.limbs == schoolbook(a.limbs, copy(a.limbs)))
            let product = a * b
            #expect(product.isNegative)
            #expect(product.limbs == schoolbook(a.limbs, b.limbs))
            #expect((-a) * (-b) == product)
            #expect((-a) * b == -product)
            #expect(a.power(3) == a * a * a)
            #expect(a.power(3).isNegative)
        }
    }
}

@Suite struct BigIntExactDivisionTests {
    @Test func divideExactlyByThreeMatchesDivision() {
        var rng = Mix(state: 3)
        #expect(BigInt.divideExactlyByThree(BigInt(0)) == 0)
        #expect(BigInt.divideExactlyByThree(BigInt(-9)) == -3)
        #expect(BigInt.divideExactlyByThree(BigInt(3) * (BigInt(1) << 64)) == BigInt(1) << 64)
        for n in [1, 2, 3, 10, 100, 1000] {
            for negative in [false, true] {
                let q = BigInt(limbs: rng.magnitude(limbs: n), isNegative: negative)
                #expect(BigInt.divideExactlyByThree(q * 3) == q, "\(n) limbs")
                let ones = BigInt(limbs: [UInt](repeating: .max, count: n), isNegative: negative)
                // B^n - 1 is a multiple of 3 (B = 2^64 ≡ 1 mod 3).
                #expect(BigInt.divideExactlyByThree(ones) == ones.quotient(dividingBy: 3), "all ones, \(n) limbs")
            }
        }
    }
}

@Suite struct BigIntNTTTests {
    /// Sizes from one limb (transform length 1) through the thresholds to
    /// lengths just past a power of two.
    @Test(arguments: [1, 2, 3, 5, 64, 255, 256, 257, 1000, 1199, 1200, 1500, 2049, 4100])
    func transformProductsMatchTheOthers(_ n: Int) {
        var rng = Mix(state: UInt64(n) &* 65_537)
        for m in [n, n - 1, n + 1, n / 3 + 1, 1, 2 * n + 3] where m >= 1 {
            let a = rng.magnitude(limbs: n), b = rng.magnitude(limbs: m)
            let expected = n * m <= 1_000_000 ? schoolbook(a, b) : BigInt.toom3Multiply(a, b)
            #expect(BigInt.nttMultiply(a, b) == expected, "NTT \(n) × \(m)")
            #expect(BigInt.nttMultiply(b, a) == expected, "NTT \(m) × \(n)")
            #expect(BigInt.multiplyMagnitudes(a, b) == expected, "\(n) × \(m)")
        }
        let a = rng.magnitude(limbs: n)
        let square = n <= 1000 ? schoolbook(a, copy(a)) : BigInt.toom3Square(a)
        #expect(BigInt.nttMultiply(a, nil) == square, "NTT square of \(n) limbs")
        #expect(BigInt.squareMagnitude(a) == square, "square of \(n) limbs")
    }

    @Test func extremeCoefficients() {
        // All-ones operands make every convolution sum as large as it can be.
        for n in [1, 7, 1500, 3000] {
            let ones = [UInt](repeating: .max, count: n)
            var expected = [UInt](repeating: 0, count: 2 * n)
            expected[0] = 1
            expected[n] = UInt.max - 1
            for i in (n + 1)..<(2 * n) { expected[i] = .max }
            #expect(BigInt.nttMultiply(ones, copy(ones)) == expected, "all ones, \(n) limbs")
            #expect(BigInt.nttMultiply(ones, nil) == expected, "all ones squared, \(n) limbs")
            var power = [UInt](repeating: 0, count: n)
            power[n - 1] = 1
            #expect(BigInt.nttMultiply(power, ones) == schoolbook(power, ones), "B^\(n - 1) · (B^\(n) - 1)")
        }
        #expect(BigInt.nttMultiply([], [1]).isEmpty)
        // 10^100000 two ways: squares of the NTT against the decimal text.
        let big = BigInt(10).power(100_000)
        #expect(big.description == "1" + String(repeating: "0", count: 100_000))
    }
}

@Suite struct BigIntSharedTransformTests {
    /// Barrett divisions by a power of ten of about 2,000 limbs, the
    /// reciprocal's and the divisor's transforms made by the first and
    /// reused by the rest: each quotient and remainder checked exactly.
    @Test func divisionsSharingTransformsAreExact() {
        var powers = BigInt.RadixPowers(radix: 10)
        while powers.powers.count < 12 { powers.grow() }
        let level = 11
        let p = BigInt(normalisedLimbs: powers.powers[level], isNegative: false)
        #expect(p.limbs.count >= BigInt.nttThreshold)
        var rng = Mix(state: 1234)
        var xs: [BigInt] = [p * p - 1, p, p - 1, p * p - p, p * 3 + 1]
        for limbs in [2 * p.limbs.count - 1, 2 * p.limbs.count - 1, p.limbs.count + 5, p.limbs.count / 2 + p.limbs.count] {
            xs.append(BigInt(limbs: rng.magnitude(limbs: limbs), isNegative: false).modulo(p * p))
        }
        var reciprocal = powers.reciprocal(level)
        for (i, x) in xs.enumerated() {
            let (q, r) = reciprocal.divideSharingTransforms(x.limbs)
            let quotient = BigInt(normalisedLimbs: q, isNegative: false)
            let remainder = BigInt(normalisedLimbs: r, isNegative: false)
            #expect(quotient * p + remainder == x, "x number \(i)")
            #expect(remainder < p, "x number \(i)")
        }
        #expect(reciprocal.preparedDivisor != nil && reciprocal.preparedReciprocal != nil)
        // The prepared product agrees with the plain one.
        let a = rng.magnitude(limbs: p.limbs.count)
        let prepared = BigInt.NTTPrepared(p.limbs, length: BigInt.nttLength(a.count, p.limbs.count))
        #expect(BigInt.nttMultiply(a, prepared: prepared) == BigInt.toom3Multiply(a, p.limbs))
    }
}

@Suite struct BigIntWrappedProductTests {
    /// a·b mod (B^L - 1) by a cyclic convolution of length L, against the
    /// whole product folded by hand.
    @Test(arguments: [1, 2, 7, 64, 1000, 1500, 2048])
    func wrappedProductsAreTheProductModuloBToTheLMinusOne(_ n: Int) {
        var rng = Mix(state: UInt64(n) &* 31)
        var length = 1
        while length < n + 2 { length <<= 1 }
        let modulus = (BigInt(1) << (64 * length)) - 1
        for m in [n, n / 2 + 1, 1] {
            let a = rng.magnitude(limbs: n), b = rng.magnitude(limbs: m)
            let prepared = BigInt.NTTPrepared(b, length: length)
            let wrapped = BigInt.nttMultiplyModulo(a, prepared: prepared)
            #expect(wrapped.count == length)
            let expected = (BigInt(limbs: a, isNegative: false) * BigInt(limbs: b, isNegative: false)).modulo(modulus)
            #expect(BigInt(limbs: wrapped, isNegative: false) == expected, "\(n) × \(m) mod B^\(length) - 1")
        }
        // Folding: B^L - 1 itself and 2·(B^L - 1) are 0; B^L is 1.
        #expect(BigInt.foldModulo([UInt](repeating: .max, count: length), length).allSatisfy { $0 == 0 })
        let twice = ((BigInt(1) << (64 * length)) - 1) * 2
        #expect(BigInt.foldModulo(twice.limbs, length).allSatisfy { $0 == 0 })
        let power = BigInt(1) << (64 * length)
        #expect(BigInt.foldModulo(power.limbs, length) == [1] + [UInt](repeating: 0, count: length - 1))
        #expect(BigInt.compareLimbs([1, 2], [2, 1]) == 1)
        #expect(BigInt.compareLimbs([2, 1], [1, 2]) == -1)
        #expect(BigInt.compareLimbs([3, 0], [3, 0]) == 0)
    }
}

@Suite struct BigIntAddingIntTests {
    /// `adding(_:)` against `+` on BigInt, every sign combination, carries
    /// through all-ones limbs, borrows through zero limbs, and results that
    /// cross zero or shrink to one limb.
    @Test func addingAnIntMatchesTheSum() {
        let two64 = BigInt(1) << 64
        var values: [BigInt] = [0, 1, -1, BigInt(Int.max), BigInt(Int.min), two64, -two64, two64 - 1, -(two64 - 1),
                                two64 + 1, (BigInt(1) << 192) - 1, -((BigInt(1) << 192) - 1), BigInt(1) << 192,
                                -(BigInt(1) << 192), BigInt(exactly: UInt.max)!]
        var rng = Mix(state: 99)
        for n in [2, 3, 5] {
            values.append(BigInt(limbs: rng.magnitude(limbs: n), isNegative: false))
            values.append(BigInt(limbs: rng.magnitude(limbs: n), isNegative: true))
        }
        // The doc comment's example.
        #expect(BigInt(Int.max).adding(Int.max).description == "18446744073709551614")
        let ints = [0, 1, -1, 2, -2, 12345, -12345, Int.max, Int.min, Int.max - 1, Int.min + 1]
        for x in values {
            for n in ints {
                #expect(x.adding(n) == x + BigInt(n), "\(x) + \(n)")
            }
        }
    }
}
