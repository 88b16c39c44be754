import Testing
@testable import SICP

/// A deterministic generator (SplitMix64) for the property tests below.
private struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A value of exactly `count` limbs (top limb non-zero), random sign;
    /// some limbs all ones or zero, to stress carries.
    mutating func bigInt(limbs count: Int) -> BigInt {
        var limbs: [UInt] = (0..<count).map { _ in
            switch next() % 6 {
            case 0: return 0
            case 1: return UInt.max
            default: return UInt(next())
            }
        }
        if limbs[count - 1] == 0 { limbs[count - 1] = 1 }
        return BigInt(limbs: limbs, isNegative: next() & 1 == 0)
    }
}

/// The quadratic algorithm, kept as the base case: the reference here.
private func quadraticString(_ x: BigInt, radix: Int) -> String {
    var out: [UInt8] = x.isNegative ? [UInt8(ascii: "-")] : []
    if x.isZero { return "0" }
    BigInt.appendDigitsQuadratic(of: x.limbs, radix: radix, width: 0, to: &out)
    return String(decoding: out, as: UTF8.self)
}

private func quadraticParse(_ text: String, radix: Int) -> BigInt? {
    var utf8 = Array(text.utf8)[...]
    let negative = utf8.first == UInt8(ascii: "-")
    if negative { utf8 = utf8.dropFirst() }
    guard let limbs = BigInt.parseMagnitudeQuadratic(utf8, radix: radix) else { return nil }
    return BigInt(limbs: limbs, isNegative: negative)
}

@Suite struct BigIntRadixTests {
    /// Limb counts around every threshold of the divide and conquer: the
    /// quadratic cut-off, the Barrett cut-off, and the sizes where one more
    /// power of the radix is needed.
    static let sizes = [1, 2, 29, 30, 31, 39, 40, 41, 59, 60, 61, 79, 80, 81, 119, 120, 121, 160, 240, 241, 500, 1000]

    @Test(arguments: sizes, [10, 2, 7, 16, 36])
    func divideAndConquerAgreesWithTheQuadraticAlgorithm(_ limbs: Int, _ radix: Int) {
        var rng = SplitMix(state: UInt64(limbs * 37 + radix))
        for _ in 0..<(limbs > 300 ? 2 : 6) {
            let x = rng.bigInt(limbs: limbs)
            let text = x.toString(radix: radix)
            #expect(text == quadraticString(x, radix: radix))
            #expect(BigInt(text, radix: radix) == x)
            #expect(quadraticParse(text, radix: radix) == x)
        }
    }

    /// 10^k, 10^k - 1 and 10^k + 1, both signs, for k around the digit
    /// counts of the powers 10^(19·2^i) the conversion splits by.
    @Test(arguments: [18, 19, 20, 37, 38, 39, 75, 76, 77, 151, 152, 153, 303, 304, 305, 569, 570, 571,
                      607, 608, 609, 1215, 1216, 1217, 2431, 2432, 2433, 4863, 4864, 4865, 9727, 9728, 9729])
    func powersOfTenAndTheirNeighbours(_ k: Int) {
        let p = BigInt(10).power(k)
        let nines = String(repeating: "9", count: k)
        let expected: [(BigInt, String)] = [
            (p, "1" + String(repeating: "0", count: k)),
            (p - 1, nines),
            (p + 1, "1" + String(repeating: "0", count: k - 1) + "1"),
        ]
        for (value, text) in expected {
            #expect(value.description == text)
            #expect((-value).description == "-" + text)
            #expect(BigInt(text) == value)
            #expect(BigInt("-" + text) == -value)
            #expect(BigInt("+" + text) == value)
        }
    }

    @Test func leadingZerosAndZeroRunsSurviveTheSplit() {
        // Long runs of zeros land on split points: the low halves must be padded.
        let zeros = String(repeating: "0", count: 5000)
        let text = "7" + zeros + "3" + zeros + "1"
        let n = BigInt(text)!
        #expect(n.description == text)
        #expect(BigInt("000" + text) == n)
        #expect(BigInt(String(repeating: "0", count: 3000)) == BigInt(0))
        #expect(BigInt("-" + String(repeating: "0", count: 3000))?.description == "0")
    }

    @Test func aBadDigitFarIntoALongNumberIsRejected() {
        let digits = String(repeating: "1234567890", count: 500)
        #expect(BigInt(digits + "x") == nil)
        #expect(BigInt("x" + digits) == nil)
        #expect(BigInt(digits.prefix(2500) + "a" + digits.prefix(2500)) == nil)
        #expect(BigInt(String(repeating: "1", count: 4000) + "2", radix: 2) == nil)
    }

    @Test func reciprocalsAreExactFloors() {
        var rng = SplitMix(state: 99)
        for limbs in [40, 41, 64, 100, 257] {
            let p = rng.bigInt(limbs: limbs).magnitude
            let r = BigInt(normalisedLimbs: BigInt.reciprocalMagnitude(p.limbs), isNegative: false)
            let one = BigInt(1) << (2 * p.bitWidth)
            #expect(r == one.quotient(dividingBy: p))
        }
    }

    @Test(arguments: [10, 3, 16])
    func chainedReciprocalsOfThePowersAreExactFloors(_ radix: Int) {
        // powers[i] = powers[i-1]²: each reciprocal comes from the one below.
        var powers = BigInt.RadixPowers(radix: radix)
        while powers.powers.count < 10 { powers.grow() }
        for i in 0..<powers.powers.count {
            let p = BigInt(normalisedLimbs: powers.powers[i], isNegative: false)
            let r = powers.reciprocal(i)
            let one = BigInt(1) << (2 * p.bitWidth)
            #expect(r.shift == 2 * p.bitWidth)
            #expect(BigInt(normalisedLimbs: r.reciprocal, isNegative: false) == one.quotient(dividingBy: p), "level \(i)")
            // Barrett's quotient and remainder at the extremes: 0, p - 1, p, p² - 1.
            for x in [p - 1, p, p * p - 1, p * p - p, p * 3 + 1] {
                let (q, rem) = r.divide(x.limbs)
                let expected = x.quotientAndRemainder(dividingBy: p)
                #expect(BigInt(normalisedLimbs: q, isNegative: false) == expected.quotient)
                #expect(BigInt(normalisedLimbs: rem, isNegative: false) == expected.remainder)
            }
        }
    }

    @Test func aMillionDigitsRoundTrip() {
        let p = BigInt(10).power(999_999)
        let text = (p - 1).description
        #expect(text.count == 999_999)
        #expect(text.allSatisfy { $0 == "9" })
        #expect(BigInt(text) == p - 1)
        let q = BigInt(3).power(2_000_000)  // 954,243 digits
        let qText = q.description
        #expect(qText.count == 954_243)
        #expect(BigInt(qText) == q)
        #expect(qText.hasPrefix("3231") && qText.hasSuffix("0001"))
    }
}
