import Testing
@testable import SICP

// The operations with one word (BigIntWord.swift) against independent
// references: long division by `dividingFullWidth` one limb at a time, and
// the general multiplication and addition.

/// The BigInt tests' generator (`LCG`, biased toward limbs that stress
/// carries and borrows), with the words and values these tests draw.
extension LCG {
    /// A divisor word: small, near a power of two, or any.
    mutating func word() -> UInt {
        switch below(7) {
        case 0: return UInt(1 + below(10))
        case 1: return UInt.max
        case 2: return UInt(1) << UInt(below(64))
        case 3: return (UInt(1) << UInt(1 + below(63))) - 1
        case 4: return UInt(1 + below(2000))
        default: return max(1, UInt(next()) >> UInt(below(64)))
        }
    }
    /// A value of 0...maxLimbs limbs (zero included) and a random sign.
    mutating func value(maxLimbs: Int) -> BigInt {
        let count = below(maxLimbs + 1)
        return BigInt(limbs: (0..<count).map { _ in limb() }, isNegative: below(2) == 0)
    }
}

/// |a| divided by d by the 128-by-64-bit division of the standard library,
/// one limb at a time: the reference for the reciprocal division.
private func referenceDivide(_ a: BigInt, _ d: UInt) -> (quotient: [UInt], remainder: UInt) {
    var q = a.limbs
    var r: UInt = 0
    for i in stride(from: q.count - 1, through: 0, by: -1) {
        (q[i], r) = d.dividingFullWidth((r, q[i]))
    }
    while let last = q.last, last == 0 { q.removeLast() }
    return (q, r)
}

@Suite("BigInt operations with a word")
struct BigIntWordTests {
    @Test func divisionByAWordMatchesLongDivision() {
        var rng = LCG(seed: 1309)
        for _ in 0..<3000 {
            let a = rng.value(maxLimbs: 6)
            let d = rng.word()
            let (q, r) = referenceDivide(a, d)
            #expect(a.magnitudeRemainder(dividingBy: d) == r, "\(a) mod \(d)")
            var inPlace = a
            #expect(inPlace.divide(byWord: d) == r)
            let expected = BigInt(limbs: q, isNegative: a.isNegative)
            #expect(inPlace == expected, "\(a) / \(d)")
            #expect(a.quotient(dividingByWord: d) == expected)
            // The general division agrees (it takes the same kernel for one limb).
            #expect(a.quotientAndRemainder(dividingBy: BigInt(exactly: d)!).quotient == expected)
            #expect(BigInt.gcd(a, word: d) == BigInt.gcdWords(r, d))
        }
    }

    /// From 8 limbs the gcd with an odd word and the exact division run two
    /// chains, the low half by Hensel's method and the high half by
    /// division: every split, odd and even limb counts, against Euclid's
    /// first step and the general product.
    @Test func gcdWithAWordOnLongValues() {
        var rng = LCG(seed: 4242)
        for _ in 0..<1500 {
            let limbs = 6 + rng.below(40)
            let a = BigInt(limbs: (0..<limbs).map { _ in rng.limb() }, isNegative: rng.below(2) == 0)
            let d = rng.below(3) == 0 ? rng.word() : UInt(1 + 2 * rng.below(1000))
            #expect(BigInt.gcd(a, word: d) == BigInt.gcdWords(referenceDivide(a, d).remainder, d), "gcd(\(a), \(d))")
            // A multiple of d: the gcd is d itself, and the exact division
            // (two chains from 8 limbs) gives a back.
            let multiple = a * BigInt(exactly: d)!
            #expect(BigInt.gcd(multiple, word: d) == d)
            #expect(multiple.exactQuotient(dividingByWord: d) == a, "\(multiple) / \(d)")
        }
    }

    @Test func divisionByAWordAtTheEdges() {
        let divisors: [UInt] = [1, 2, 3, 7, 10, 1 << 32, (1 << 32) + 1, 1 << 63, (1 << 63) - 1, (1 << 63) + 1,
                                UInt.max, UInt.max - 1, 10_000_000_000_000_000_000, 2520 << 50, 3 << 62, 1 << 40]
        let values: [BigInt] = [
            0, 1, -1, BigInt(Int.max), BigInt(Int.min), BigInt(exactly: UInt.max)!,
            BigInt(1) << 64, (BigInt(1) << 64) - 1, (BigInt(1) << 128) - 1, -(BigInt(1) << 191),
            BigInt(limbs: [UInt.max, UInt.max, UInt.max], isNegative: false),
            BigInt(limbs: [0, 0, 1 << 63], isNegative: true),
            BigInt(limbs: [0, 0, 0, 3 << 40, 5], isNegative: false), BigInt(2520) << 300,
            BigInt(limbs: [1 << 62, 0, 7], isNegative: true),
        ]
        for a in values {
            for d in divisors {
                let (q, r) = referenceDivide(a, d)
                #expect(a.magnitudeRemainder(dividingBy: d) == r, "\(a) mod \(d)")
                #expect(a.quotient(dividingByWord: d) == BigInt(limbs: q, isNegative: a.isNegative), "\(a) / \(d)")
                // The gcd takes the power of two from trailing zeros and the
                // odd part from a Hensel residue: the same as Euclid's first step.
                #expect(BigInt.gcd(a, word: d) == BigInt.gcdWords(r, d), "gcd(\(a), \(d))")
            }
        }
        // Zero stays non-negative after a division.
        var n = BigInt(-5)
        #expect(n.divide(byWord: 7) == 5)
        #expect(n == 0 && !n.isNegative)
    }

    @Test func exactDivisionByAWordUndoesAProduct() {
        var rng = LCG(seed: 9001)
        for _ in 0..<3000 {
            let a = rng.value(maxLimbs: 5)
            let d = rng.word()
            let product = a * BigInt(exactly: d)!
            #expect(product.exactQuotient(dividingByWord: d) == a, "\(product) / \(d)")
            var inPlace = product
            inPlace.divideExactly(byWord: d)
            #expect(inPlace == a)
            #expect(!(inPlace.isZero && inPlace.isNegative))
        }
        // Odd, even and power-of-two divisors at the word's edges.
        for d: UInt in [1, 2, 3, 1 << 63, UInt.max, UInt.max - 1, (1 << 63) + 1, 6, 1 << 32] {
            for a in [BigInt(1), BigInt(-1), (BigInt(1) << 200) - 1, -(BigInt(3) << 130)] {
                #expect((a * BigInt(exactly: d)!).exactQuotient(dividingByWord: d) == a, "\(a) * \(d)")
            }
        }
    }

    /// ±1 share one array of limbs: changing one in place must copy it.
    @Test func theSharedOneIsNeverChanged() {
        var x = BigInt(magnitude: 1, isNegative: false)
        x.multiply(byWord: 5)
        var y = BigInt(magnitude: 1, isNegative: true)
        #expect(y.divide(byWord: 2) == 1)
        var z = BigInt(magnitude: 1, isNegative: false)
        z.divideExactly(byWord: 1)
        #expect(x == 5 && y == 0 && z == 1)
        #expect(BigInt(magnitude: 1, isNegative: false) == 1)
        #expect(BigInt(magnitude: 1, isNegative: true) == -1)
    }

    @Test func multiplicationByAWordInPlace() {
        var rng = LCG(seed: 77)
        for _ in 0..<2000 {
            let a = rng.value(maxLimbs: 5)
            let m = rng.below(5) == 0 ? 0 : rng.word()
            let shared = a  // the limbs are shared: the copy must not change
            var product = a
            product.multiply(byWord: m)
            #expect(product == a * BigInt(exactly: m)!, "\(a) * \(m)")
            #expect(shared == a)
            #expect(!(product.isZero && product.isNegative))
        }
    }

    @Test func sumOfTwoProductsMatchesTheGeneralArithmetic() {
        var rng = LCG(seed: 2718)
        for _ in 0..<4000 {
            let a = rng.value(maxLimbs: 4), b = rng.value(maxLimbs: 4)
            let x = rng.below(6) == 0 ? 0 : rng.word(), y = rng.below(6) == 0 ? 0 : rng.word()
            let expected = a * BigInt(exactly: x)! + b * BigInt(exactly: y)!
            let sum = BigInt.sum(a, times: x, b, times: y)
            #expect(sum == expected, "\(a)·\(x) + \(b)·\(y)")
            #expect(!(sum.isZero && sum.isNegative))
        }
        // Cancellation to zero, and the largest carries.
        let a = BigInt(limbs: [5, 7], isNegative: false)
        #expect(BigInt.sum(a, times: 3, -a, times: 3) == 0)
        let top = BigInt(exactly: UInt.max)!
        #expect(BigInt.sum(top, times: UInt.max, top, times: UInt.max) == 2 * top * top)
        #expect(BigInt.sum(-top, times: 1, top, times: 2) == top)
    }

    @Test func docCommentExamples() {
        #expect(BigInt(-7).magnitudeRemainder(dividingBy: 3) == 1)
        var n = BigInt(-7)
        #expect(n.divide(byWord: 2) == 1)
        #expect(n == -3)
        var m = BigInt(-7)
        m.multiply(byWord: 3)
        #expect(m == -21)
        #expect(BigInt(-7).quotient(dividingByWord: 2) == -3)
        #expect(BigInt.gcd(BigInt(-12), word: 18) == 6)
        #expect(BigInt.sum(BigInt(5), times: 3, BigInt(-4), times: 2) == 7)
        #expect(BigInt(magnitude: UInt.max, isNegative: true).description == "-18446744073709551615")
        #expect(BigInt(-5).magnitudeWord == 5)
        var e = BigInt(-42)
        e.divideExactly(byWord: 6)
        #expect(e == -7)
        #expect(BigInt(-42).exactQuotient(dividingByWord: 6) == -7)
    }

    @Test func wordsAndMagnitudes() {
        #expect(BigInt(magnitude: 0, isNegative: true) == 0)
        #expect(!BigInt(magnitude: 0, isNegative: true).isNegative)
        #expect(BigInt(magnitude: UInt.max, isNegative: true) == -BigInt(exactly: UInt.max)!)
        #expect(BigInt(-5).magnitudeWord == 5)
        #expect(BigInt(0).magnitudeWord == 0)
        #expect((BigInt(1) << 64).magnitudeWord == nil)
        #expect(BigInt.gcdWords(0, 0) == 0)
        #expect(BigInt.gcdWords(12, 18) == 6)
        
    }
}
