import Testing
@testable import SICP

// MARK: - Helpers

/// Interesting `Int` values: zero, units, word boundaries, extremes.
private let interestingInts: [Int] = [
    0, 1, -1, 2, -2, 3, -3, 7, -7, 10, -10,
    1 << 31, -(1 << 31), (1 << 32) - 1, 1 << 32, -(1 << 32),
    12_345_678_901, -98_765_432_109_876,
    1 << 62, -(1 << 62),
    Int.max, Int.max - 1, Int.min + 1, Int.min,
]

/// The exact value of a double-word `Int` product or sum: high · 2^64 + low.
private func wide(_ high: Int, _ low: UInt) -> BigInt {
    (BigInt(high) << 64) + BigInt(exactly: low)!
}

private let twoTo64 = BigInt(1) << 64

/// A deterministic 64-bit linear congruential generator (Knuth's MMIX
/// constants), shared by the BigInt tests (`BigIntWordTests` adds to it).
struct LCG {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        // Mix the weak low bits with the strong high ones.
        return state ^ (state >> 29)
    }
    mutating func below(_ n: Int) -> Int { Int(next() >> 33) % n }
    /// A limb, biased toward edge patterns that stress carries and Knuth D.
    mutating func limb() -> UInt {
        switch below(8) {
        case 0: return 0
        case 1: return UInt.max
        case 2: return UInt(1) << 63
        case 3: return (UInt(1) << 63) - 1
        default: return UInt(next())
        }
    }
    /// A non-zero value with 1...maxLimbs limbs and a random sign.
    mutating func bigInt(maxLimbs: Int) -> BigInt {
        let count = 1 + below(maxLimbs)
        var limbs = (0..<count).map { _ in limb() }
        if limbs[count - 1] == 0 { limbs[count - 1] = 1 }
        return BigInt(limbs: limbs, isNegative: below(2) == 0)
    }
}

private func factorial(_ n: Int) -> BigInt {
    var f = BigInt(1)
    if n > 1 { for i in 2...n { f *= BigInt(i) } }
    return f
}

/// Checks every property of truncating and floor division for one pair.
private func checkDivision(_ a: BigInt, _ b: BigInt, sourceLocation: SourceLocation = #_sourceLocation) {
    let (q, r) = a.quotientAndRemainder(dividingBy: b)
    #expect(q * b + r == a, "a == q*b + r", sourceLocation: sourceLocation)
    #expect(r.magnitude < b.magnitude, "|r| < |b|", sourceLocation: sourceLocation)
    #expect(r.isZero || r.isNegative == a.isNegative, "r has the sign of a", sourceLocation: sourceLocation)
    #expect(q.isZero || q.isNegative == (a.isNegative != b.isNegative), "q sign", sourceLocation: sourceLocation)
    #expect(a.quotient(dividingBy: b) == q, sourceLocation: sourceLocation)
    #expect(a.remainder(dividingBy: b) == r, sourceLocation: sourceLocation)
    let m = a.modulo(b)
    #expect(m.isZero || m.isNegative == b.isNegative, "modulo has the sign of b", sourceLocation: sourceLocation)
    #expect(m.magnitude < b.magnitude, sourceLocation: sourceLocation)
    #expect((a - m).remainder(dividingBy: b).isZero, "b divides a - modulo", sourceLocation: sourceLocation)
}

@Suite struct BigIntTests {

    // MARK: Against Int

    @Test(arguments: interestingInts)
    func unaryPropertiesMatchInt(_ a: Int) {
        let x = BigInt(a)
        #expect(Int(exactly: x) == a)
        #expect(x.description == String(a))
        #expect(x.toString(radix: 2) == String(a, radix: 2))
        #expect(x.toString(radix: 16) == String(a, radix: 16))
        #expect(x.toString(radix: 36) == String(a, radix: 36))
        #expect(BigInt(String(a)) == x)
        #expect(BigInt(String(a, radix: 36, uppercase: true), radix: 36) == x)
        #expect(x.isZero == (a == 0))
        #expect(x.isNegative == (a < 0))
        #expect(x.isEven == (a % 2 == 0))
        #expect(x.isOdd == (a % 2 != 0))
        #expect(x.signum() == a.signum())
        #expect(x.bitWidth == Int.bitWidth - a.magnitude.leadingZeroBitCount)
        #expect(x.magnitude == BigInt(exactly: a.magnitude)!)
        #expect(BigInt(exactly: a) == x)
        #expect(Double(x) == Double(a))
        #expect(-(-x) == x)
        #expect(-x + x == 0)
        var y = x
        y.negate()
        #expect(y == -x)
        if a != Int.min { #expect(-x == BigInt(-a)) } else { #expect(-x == BigInt(Int.max) + 1) }
        for shift in [0, 1, 3, 63, 64, 65, 200] {
            #expect(x >> shift == BigInt(a >> min(shift, 63)), "\(a) >> \(shift)")
        }
        for shift in [0, 1, 5, 64, 100] {
            #expect(x << shift == x * BigInt(2).power(shift))
            #expect((x << shift) >> shift == x)
            #expect(x >> -shift == x << shift)
        }
    }

    @Test(arguments: interestingInts, interestingInts)
    func binaryArithmeticMatchesInt(_ a: Int, _ b: Int) {
        let x = BigInt(a), y = BigInt(b)

        let (sum, sumOverflow) = a.addingReportingOverflow(b)
        let expectedSum = sumOverflow ? BigInt(sum) + (a < 0 ? -twoTo64 : twoTo64) : BigInt(sum)
        #expect(x + y == expectedSum)
        var s = x
        s += y
        #expect(s == expectedSum)

        let (diff, diffOverflow) = a.subtractingReportingOverflow(b)
        let expectedDiff = diffOverflow ? BigInt(diff) + (a < 0 ? -twoTo64 : twoTo64) : BigInt(diff)
        #expect(x - y == expectedDiff)
        var d = x
        d -= y
        #expect(d == expectedDiff)
        #expect(x - y + y == x)

        let product = a.multipliedFullWidth(by: b)
        #expect(x * y == wide(product.high, product.low))
        var p = x
        p *= y
        #expect(p == wide(product.high, product.low))

        #expect((x < y) == (a < b))
        #expect((x <= y) == (a <= b))
        #expect((x > y) == (a > b))
        #expect((x == y) == (a == b))
        #expect((x.hashValue == y.hashValue) || a != b)

        var g = a.magnitude, h = b.magnitude
        while h != 0 { (g, h) = (h, g % h) }
        #expect(BigInt.gcd(x, y) == BigInt(exactly: g)!)

        if b != 0 {
            if a == Int.min && b == -1 {
                #expect(x.quotient(dividingBy: y) == BigInt(Int.max) + 1)
                #expect(x.remainder(dividingBy: y) == 0)
                #expect(x.modulo(y) == 0)
            } else {
                let q = a / b, r = a % b
                let m = (r != 0 && (r < 0) != (b < 0)) ? r + b : r
                #expect(x.quotient(dividingBy: y) == BigInt(q))
                #expect(x.remainder(dividingBy: y) == BigInt(r))
                #expect(x.modulo(y) == BigInt(m))
                let qr = x.quotientAndRemainder(dividingBy: y)
                #expect(qr.quotient == BigInt(q) && qr.remainder == BigInt(r))
            }
            checkDivision(x, y)
        }
    }

    // MARK: Limb boundaries

    @Test func overflowIntoMultipleLimbsAndBack() {
        let big = BigInt(Int.max) + 1
        #expect(big.description == "9223372036854775808")
        #expect(Int(exactly: big) == nil)
        #expect(Int(exactly: big - 1) == Int.max)
        #expect((big - 1).limbs == [UInt(Int.max)])

        let min = BigInt(Int.min)
        #expect(Int(exactly: min) == Int.min)
        #expect(Int(exactly: min - 1) == nil)
        #expect((min - 1).description == "-9223372036854775809")
        #expect(Int(exactly: min - 1 + 1) == Int.min)

        let u = BigInt(exactly: UInt.max)!
        #expect(u.description == "18446744073709551615")
        #expect((u + 1).limbs == [0, 1])
        #expect((u + 1).description == "18446744073709551616")
        #expect((u + 1 - 1).limbs == [UInt.max])
        #expect(-(u + 1) + (u + 1) == 0)
        #expect((-(u + 1) + (u + 1)).limbs.isEmpty)
        #expect(!(-(u + 1) + (u + 1)).isNegative)
        #expect(Int(exactly: u) == nil)
        #expect(Int(exactly: -u) == nil)

        // A carry rippling through many limbs and a borrow rippling back.
        let ones = (BigInt(1) << 640) - 1
        #expect(ones.limbs == [UInt](repeating: UInt.max, count: 10))
        #expect((ones + 1).limbs == [UInt](repeating: 0, count: 10) + [1])
        #expect(ones + 1 - 1 == ones)
        #expect((ones + 1).bitWidth == 641)
        #expect(ones.bitWidth == 640)
    }

    @Test func binaryIntegerConversions() {
        #expect(BigInt(exactly: Int8(-5)) == -5)
        #expect(BigInt(exactly: UInt8(255)) == 255)
        #expect(BigInt(exactly: Int.min)?.description == "-9223372036854775808")
        #expect(BigInt(exactly: UInt64.max)?.description == "18446744073709551615")
        #expect(BigInt(exactly: Int32.min)?.description == "-2147483648")
        #expect(BigInt(exactly: 0 as UInt)!.limbs.isEmpty)
        let literal: BigInt = -42
        #expect(literal == BigInt(-42))
        #expect(BigInt.zero == 0 && BigInt.zero.isZero)
    }

    // MARK: Known large values

    @Test func factorials() {
        #expect(factorial(0) == 1)
        #expect(factorial(20).description == "2432902008176640000")
        #expect(factorial(30).description == "265252859812191058636308480000000")
        #expect(factorial(100).description ==
            "93326215443944152681699238856266700490715968264381621468592963895217599993229915608941463976156518286253697920827223758251185210916864000000000000000000000000")
        // n! / (n-1)! == n exactly.
        #expect(factorial(100).quotientAndRemainder(dividingBy: factorial(99)) == (BigInt(100), BigInt(0)))
    }

    @Test func powersOfTwo() {
        let expected = "1606938044258990275541962092341162602522202993782792835301376"
        #expect(BigInt(2).power(200).description == expected)
        #expect((BigInt(1) << 200).description == expected)
        #expect((BigInt(1) << 200).toString(radix: 16) == "1" + String(repeating: "0", count: 50))
        #expect((BigInt(1) << 200).toString(radix: 2) == "1" + String(repeating: "0", count: 200))
        #expect(BigInt(2).power(100).description == "1267650600228229401496703205376")
        #expect(BigInt(-2).power(63) == BigInt(Int.min))
        #expect(BigInt(-2).power(3) == -8)
        #expect(BigInt(0).power(0) == 1)
        #expect(BigInt(0).power(5) == 0)
        #expect(BigInt(-1).power(1_000_001) == -1)
        #expect(BigInt(7).power(1) == 7)
        #expect(BigInt(10).power(30).description == "1" + String(repeating: "0", count: 30))
    }

    @Test func binomialCoefficient() {
        // C(200, 100) = 200! / (100! · 100!)
        let c = factorial(200).quotient(dividingBy: factorial(100) * factorial(100))
        #expect(c.description == "90548514656103281165404177077484163874504589675413336841320")
        #expect(factorial(200).remainder(dividingBy: factorial(100) * factorial(100)) == 0)
        // The same by the multiplicative formula.
        var d = BigInt(1)
        for k in 1...100 { d = (d * BigInt(100 + k)).quotient(dividingBy: BigInt(k)) }
        #expect(d == c)
    }

    @Test func threeToThe500RoundTrip() {
        let text = "36360291795869936842385267079543319118023385026001623040346035832580600191583895484198508262979388783308179702534403855752855931517013066142992430916562025780021771247847643450125342836565813209972590371590152578728008385990139795377610001"
        let p = BigInt(3).power(500)
        #expect(p.description == text)
        #expect(BigInt(text) == p)
        #expect(BigInt("-" + text) == -p)
        #expect((-p).description == "-" + text)
        for radix in [2, 3, 7, 10, 16, 36] {
            #expect(BigInt(p.toString(radix: radix), radix: radix) == p)
        }
        #expect(p.toString(radix: 3) == "1" + String(repeating: "0", count: 500))
    }

    // MARK: Multiplication

    @Test func multiplicationIdentities() {
        var rng = LCG(seed: 7)
        for _ in 0..<100 {
            let a = rng.bigInt(maxLimbs: 12), b = rng.bigInt(maxLimbs: 12), c = rng.bigInt(maxLimbs: 12)
            #expect(a * b == b * a)
            #expect((a + b) * c == a * c + b * c)
            #expect((a * b) * c == a * (b * c))
            #expect((a * b).quotientAndRemainder(dividingBy: b) == (a, BigInt(0)))
            #expect(a * 0 == 0 && (a * 0).limbs.isEmpty)
            #expect(a * 1 == a && a * -1 == -a)
        }
    }

    @Test func multipliedByAnIntMatchesTheProduct() {
        // The doc comment's example.
        #expect(BigInt(Int.max).multiplied(by: -2).description == "-18446744073709551614")
        var rng = LCG(seed: 11)
        let smalls = [0, 1, -1, 2, -3, 1000, Int.max, Int.min, Int.min + 1] + (0..<20).map { _ in Int(bitPattern: UInt(rng.next())) }
        // Up to 40 limbs: odd and even counts, both halves' carries.
        let allOnes = [(BigInt(1) << 64) - 1, (BigInt(1) << 640) - 1, (BigInt(1) << 704) - 1, -((BigInt(1) << 1280) - 1)]
        for a in allOnes {
            for n in [Int.max, Int.min, -1, 2] { #expect(a.multiplied(by: n) == a * BigInt(n)) }
        }
        for _ in 0..<150 {
            let a = rng.bigInt(maxLimbs: 40)
            for n in smalls {
                let product = a.multiplied(by: n)
                #expect(product == a * BigInt(n), "\(a) × \(n)")
                // Normalised: no high zero limb, zero is not negative.
                #expect(product.limbs.last != 0 && !(product.limbs.isEmpty && product.isNegative))
            }
        }
        #expect(BigInt(0).multiplied(by: Int.min).limbs.isEmpty)
        #expect(BigInt(0).multiplied(by: -5).isNegative == false)
        // Past 160 limbs the product is written straight from the limbs (a
        // pass of its own): either side of that size, with and without a
        // carry out of the top limb.
        for limbs in [160, 161, 162, 300] {
            let ones = (BigInt(1) << (64 * limbs)) - 1
            for a in [ones, -ones, rng.bigInt(maxLimbs: limbs) + (BigInt(1) << (64 * limbs - 1))] {
                for n in [Int.max, Int.min, -1, 1, 2, -3] + (0..<4).map({ _ in Int(bitPattern: UInt(rng.next())) }) {
                    let product = a.multiplied(by: n)
                    #expect(product == a * BigInt(n), "\(limbs) limbs × \(n)")
                    #expect(product.limbs.last != 0)
                }
            }
        }
    }

    @Test(arguments: [1, 2, 5, 39, 40, 41, 64, 79, 80, 81, 150, 333])
    func karatsubaMatchesSchoolbook(_ size: Int) {
        var rng = LCG(seed: UInt64(size))
        for otherSize in [1, size / 2 + 1, size, size + 7, 3 * size] {
            let a = (0..<size).map { _ in rng.limb() }
            let b = (0..<otherSize).map { _ in rng.limb() }
            var expected = [UInt](repeating: 0, count: a.count + b.count)
            a.withUnsafeBufferPointer { pa in
                b.withUnsafeBufferPointer { pb in
                    expected.withUnsafeMutableBufferPointer { pr in
                        BigInt.schoolbookMultiply(pa, pb, into: pr)
                    }
                }
            }
            while let last = expected.last, last == 0 { expected.removeLast() }
            var aNorm = a, bNorm = b
            while let last = aNorm.last, last == 0 { aNorm.removeLast() }
            while let last = bNorm.last, last == 0 { bNorm.removeLast() }
            #expect(BigInt.multiplyMagnitudes(aNorm, bNorm) == expected, "\(size) × \(otherSize)")
            #expect(BigInt.multiplyMagnitudes(bNorm, aNorm) == expected, "\(otherSize) × \(size)")
        }
        // Squares of all-ones numbers: (2^k - 1)^2 = 2^2k - 2^(k+1) + 1.
        let k = 64 * size
        let ones = (BigInt(1) << k) - 1
        #expect(ones * ones == (BigInt(1) << (2 * k)) - (BigInt(1) << (k + 1)) + 1)
    }

    @Test func largeProducts() {
        // Far above the Karatsuba threshold, checked against independent facts.
        let e5000 = BigInt("1" + String(repeating: "0", count: 5000))!
        #expect((e5000 * e5000).description == "1" + String(repeating: "0", count: 10_000))
        #expect(e5000 * e5000 == BigInt(10).power(10_000))
        let nines = e5000 - 1
        #expect((nines * nines).description ==
            String(repeating: "9", count: 4999) + "8" + String(repeating: "0", count: 4999) + "1")
        var rng = LCG(seed: 31337)
        for _ in 0..<5 {
            let x = rng.bigInt(maxLimbs: 400), y = rng.bigInt(maxLimbs: 400)
            #expect((x - 1) * (x + 1) == x * x - 1)
            #expect((x + y) * (x - y) == x * x - y * y)
            let p = x * y
            #expect(p.quotientAndRemainder(dividingBy: x) == (y, BigInt(0)))
        }
        // 2^(64k) - 1 squared with Karatsuba recursion on all-ones limbs.
        let ones = (BigInt(1) << 64_000) - 1
        #expect(ones * ones == (BigInt(1) << 128_000) - (BigInt(1) << 64_001) + 1)
    }

    // MARK: Division

    @Test(arguments: [(false, false), (false, true), (true, false), (true, true)])
    func divisionSignCombinations(_ negateA: Bool, _ negateB: Bool) {
        let a0 = (BigInt(1) << 128) - 1
        let b0 = (BigInt(1) << 64) + 1
        let a = negateA ? -a0 : a0
        let b = negateB ? -b0 : b0
        let (q, r) = a.quotientAndRemainder(dividingBy: b)
        let q0 = BigInt("18446744073709551615")!  // 2^64 - 1, exactly
        #expect(q == ((negateA != negateB) ? -q0 : q0))
        #expect(r == 0)
        checkDivision(a, b)

        // Non-exact multi-limb division: 100! / (2^130 + 12345).
        let c0 = factorial(100) + 987_654_321
        let d0 = (BigInt(1) << 130) + 12345
        let c = negateA ? -c0 : c0
        let d = negateB ? -d0 : d0
        checkDivision(c, d)
        let (q2, r2) = c.quotientAndRemainder(dividingBy: d)
        #expect(q2.magnitude == c0.quotient(dividingBy: d0))
        #expect(r2.magnitude == c0.remainder(dividingBy: d0))
        // Floor semantics for modulo.
        let m = c.modulo(d)
        if negateA == negateB { #expect(m == r2) } else { #expect(m == r2 + d) }

        // Dividend smaller than divisor.
        checkDivision(b, a)
        #expect(b.quotient(dividingBy: a) == 0)
        #expect(b.remainder(dividingBy: a) == b)
        #expect(b.modulo(a) == ((negateA == negateB) ? b : b + a))
    }

    /// Dividends and divisors that make algorithm D's first estimate too
    /// large, so that step D6 (add back) runs; expected values from an
    /// independent implementation.
    @Test(arguments: [
        ("7fffffffffffffff800000000000000000000000000000000000000000000000",
         "800000000000000000000000000000000000000000000001",
         "18446744073709551614",
         "3138550867693340381917894711603833208032730978158307704834"),
        ("ffffffffffffffff00000000000000008000000000000001ffffffffffffffff8000000000000001",
         "7fffffffffffffff80000000000000007fffffffffffffff",
         "680564733841876926926749214863536422911",
         "1190988284223284622121811126011188740096"),
        ("ffffffffffffffff00000000000000008000000000000000",
         "100000000000000000000000000000001",
         "18446744073709551614",
         "340282366920938463454151235394913435650"),
        ("1ffffffffffffffff000000000000000100000000000000018000000000000000",
         "ffffffffffffffff80000000000000008000000000000001",
         "36893488147419103231",
         "6277101735386680763665648239747197184370668140748150407169"),
        ("80000000000000007fffffffffffffffffffffffffffffff8000000000000000ffffffffffffffff",
         "ffffffffffffffff0000000000000001ffffffffffffffff",
         "170141183460469231750134047789593657343",
         "6277101735386680762814942322444851025786018598463568084990"),
        ("ffffffffffffffffffffffffffffffff",
         "10000000000000001",
         "18446744073709551615",
         "0"),
    ])
    func knuthCorrectionSteps(_ a: String, _ b: String, _ q: String, _ r: String) {
        let x = BigInt(a, radix: 16)!, y = BigInt(b, radix: 16)!
        let (quotient, remainder) = x.quotientAndRemainder(dividingBy: y)
        #expect(quotient.description == q)
        #expect(remainder.description == r)
        for (sa, sb) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            checkDivision(x * BigInt(sa), y * BigInt(sb))
        }
    }

    @Test func pseudoRandomDivisionSweep() {
        var rng = LCG(seed: 2024)
        for _ in 0..<400 {
            let a = rng.bigInt(maxLimbs: 9)
            let b = rng.bigInt(maxLimbs: 5)
            checkDivision(a, b)
            checkDivision(b, a)
            // Exact division recovers the factor.
            let p = a * b
            #expect(p.quotient(dividingBy: b) == a)
            #expect(p.remainder(dividingBy: b) == 0)
            // Adding less than |b| in the direction of p's sign keeps the quotient.
            let nudge = p.isNegative ? -(b.magnitude - 1) : b.magnitude - 1
            #expect((p + nudge).quotient(dividingBy: b) == a)
            #expect((p + nudge).remainder(dividingBy: b) == nudge)
        }
    }

    @Test func singleLimbDivision() {
        let n = factorial(40)
        checkDivision(n, BigInt(exactly: UInt.max)!)
        checkDivision(-n, 7)
        checkDivision(n, -(BigInt(1) << 63))
        #expect(n.quotient(dividingBy: 40) == factorial(39))
        #expect((n + 39).remainder(dividingBy: 40) == 39)
        #expect((-n - 39).remainder(dividingBy: 40) == -39)
        #expect((-n - 39).modulo(40) == 1)
        #expect((n + 39).modulo(-40) == -1)
    }

    @Test func gcd() {
        #expect(BigInt.gcd(0, 0) == 0)
        #expect(BigInt.gcd(0, -5) == 5)
        #expect(BigInt.gcd(-12, 18) == 6)
        #expect(BigInt.gcd(factorial(50), factorial(30)) == factorial(30))
        let p = BigInt(2).power(89) - 1  // a Mersenne prime
        let q = BigInt(2).power(61) - 1  // another
        #expect(BigInt.gcd(p * q * 12, -(q * 18)) == q * 6)
        #expect(BigInt.gcd(p, q) == 1)
        #expect(BigInt.gcd(-(p * p), p) == p)
        // Consecutive Fibonacci numbers are coprime (the worst case for Euclid).
        var f0 = BigInt(0), f1 = BigInt(1)
        for _ in 0..<300 { (f0, f1) = (f1, f0 + f1) }
        #expect(BigInt.gcd(f0, f1) == 1)
        // F(300) is even (3 divides 300) and F(301) is odd and not a multiple of 3.
        #expect(BigInt.gcd(f0 * 6, f1 * 4) == 4)
        #expect(BigInt.gcd(f0 * 3, f1 * 3) == 3)
    }

    @Test func gcdMatchesEuclid() {
        func euclid(_ a: BigInt, _ b: BigInt) -> BigInt {
            var x = a.magnitude, y = b.magnitude
            while !y.isZero { (x, y) = (y, x.remainder(dividingBy: y)) }
            return x
        }
        var rng = LCG(seed: 4242)
        for i in 0..<150 {
            let common = rng.bigInt(maxLimbs: 3)
            let a = rng.bigInt(maxLimbs: 1 + i % 12) * common
            let b = rng.bigInt(maxLimbs: 1 + (i * 7) % 12) * common
            let g = BigInt.gcd(a, b)
            #expect(g == euclid(a, b))
            #expect(!g.isNegative)
            #expect(a.remainder(dividingBy: g) == 0 && b.remainder(dividingBy: g) == 0)
            #expect(BigInt.gcd(a.quotient(dividingBy: g), b.quotient(dividingBy: g)) == 1)
            #expect(BigInt.gcd(b, a) == g && BigInt.gcd(-a, b) == g && BigInt.gcd(a, -b) == g)
            #expect(BigInt.gcd(a, 0) == a.magnitude && BigInt.gcd(0, b) == b.magnitude)
            #expect(BigInt.gcd(a, a) == a.magnitude)
        }
    }

    // MARK: Square root

    @Test(arguments: [(0, 0), (1, 1), (2, 1), (3, 1), (4, 2), (15, 3), (16, 4), (17, 4),
                      (Int.max, 3_037_000_499)])
    func integerSquareRootSmall(_ n: Int, _ root: Int) {
        #expect(BigInt(n).integerSquareRoot() == BigInt(root))
    }

    @Test func integerSquareRootLarge() {
        #expect(BigInt(10).power(40).integerSquareRoot() == BigInt(10).power(20))
        // One-limb edge cases around 2^64 and perfect squares near it.
        let m32 = BigInt(exactly: UInt32.max)!
        #expect(BigInt(exactly: UInt.max)!.integerSquareRoot() == m32)
        #expect((m32 * m32).integerSquareRoot() == m32)
        #expect((m32 * m32 - 1).integerSquareRoot() == m32 - 1)
        #expect((BigInt(1) << 64).integerSquareRoot() == BigInt(1) << 32)
        #expect(BigInt(1 << 62).integerSquareRoot() == BigInt(1 << 31))
        #expect(BigInt((1 << 62) - 1).integerSquareRoot() == BigInt((1 << 31) - 1))
        var lcg = LCG(seed: 5)
        for _ in 0..<200 {
            let n = BigInt(exactly: lcg.next() >> (lcg.below(64)))!
            let r = n.integerSquareRoot()
            #expect(r * r <= n && n < (r + 1) * (r + 1))
        }
        #expect((BigInt(10).power(40) - 1).integerSquareRoot() == BigInt(10).power(20) - 1)
        let n = BigInt(1) << 127
        let r = n.integerSquareRoot()
        #expect(r.description == "13043817825332782212")
        #expect(r * r <= n && n < (r + 1) * (r + 1))
        var rng = LCG(seed: 99)
        for _ in 0..<50 {
            let x = rng.bigInt(maxLimbs: 8).magnitude
            let s = x.integerSquareRoot()
            #expect(s * s <= x && x < (s + 1) * (s + 1))
            #expect((x * x).integerSquareRoot() == x)
        }
    }

    // MARK: Shifts

    @Test(arguments: [
        (-5, 1, -3), (-4, 1, -2), (-1, 1, -1), (-1, 100, -1), (5, 1, 2), (-6, 2, -2),
        (7, -2, 28), (-7, -2, -28), (0, 10, 0), (0, -10, 0),
    ])
    func shiftTable(_ value: Int, _ shift: Int, _ expected: Int) {
        #expect(BigInt(value) >> shift == BigInt(expected))
        #expect(BigInt(value) << -shift == BigInt(expected))
    }

    @Test func multiLimbShifts() {
        let a = (BigInt(1) << 200) + 1
        #expect(a >> 200 == 1)
        #expect((-a) >> 200 == -2)
        #expect((-(BigInt(1) << 200)) >> 200 == -1)
        #expect((-(BigInt(1) << 200)) >> 201 == -1)
        #expect((-(BigInt(1) << 200)) >> 199 == -2)
        #expect(a >> 1000 == 0)
        #expect((-a) >> 1000 == -1)
        #expect(a >> Int.max == 0)
        #expect(a << Int.min == 0)
        #expect((-a) << Int.min == -1)
        let b = BigInt("123456789012345678901234567890123456789")!
        for k in [1, 17, 63, 64, 65, 128, 130] {
            let p = BigInt(2).power(k)
            #expect(b << k == b * p)
            #expect(b >> k == b.quotient(dividingBy: p))
            #expect((-b) >> k == (-b - (p - 1)).quotient(dividingBy: p))  // floor
            #expect((-b) >> k == -((b + p - 1) >> k))
        }
    }

    // MARK: Text

    @Test(arguments: ["", "-", "+", "12a", " 1", "1 ", "+-1", "--1", "1_000", "٣", "0x10", "1.0", "1e5", "½"])
    func invalidDecimalStringsRejected(_ text: String) {
        #expect(BigInt(text) == nil)
    }

    @Test func radixParsing() {
        #expect(BigInt("ff", radix: 16) == 255)
        #expect(BigInt("-FF", radix: 16) == -255)
        #expect(BigInt("+zZ", radix: 36) == BigInt(35 * 36 + 35))
        #expect(BigInt("102", radix: 2) == nil)
        #expect(BigInt("g", radix: 16) == nil)
        #expect(BigInt("", radix: 16) == nil)
        #expect(BigInt("-", radix: 2) == nil)
        #expect(BigInt("9", radix: 9) == nil)
        #expect(BigInt("0000000000000000000000000000000000123") == 123)
        #expect(BigInt("-0")! == 0 && !BigInt("-0")!.isNegative && BigInt("-0")!.limbs.isEmpty)
        #expect(BigInt("+0") == 0)
        #expect(BigInt("-00000000000000000000000000000000000") == 0)
        #expect(BigInt("+42") == 42)
        #expect(BigInt("9223372036854775808")! == BigInt(Int.max) + 1)
        #expect(BigInt("-9223372036854775808")! == BigInt(Int.min))
        #expect(BigInt(String(repeating: "f", count: 32), radix: 16)! == (BigInt(1) << 128) - 1)
        #expect(BigInt(String(repeating: "1", count: 129), radix: 2)! == (BigInt(1) << 129) - 1)
        #expect(BigInt(0).toString(radix: 2) == "0")
        #expect(BigInt(0).description == "0")
        #expect(BigInt(-255).toString(radix: 16) == "-ff")
        #expect(BigInt(35).toString(radix: 36) == "z")
        #expect(((BigInt(1) << 64)).toString(radix: 16) == "10000000000000000")
        #expect(BigInt(10).power(19).description == "10000000000000000000")
        #expect((BigInt(10).power(38) + 1).description == "100000000000000000000000000000000000001")
    }

    @Test(arguments: [2, 3, 8, 10, 16, 31, 36])
    func randomRoundTrips(_ radix: Int) {
        var rng = LCG(seed: UInt64(radix) * 31)
        for _ in 0..<60 {
            let x = rng.bigInt(maxLimbs: 20)
            let text = x.toString(radix: radix)
            #expect(BigInt(text, radix: radix) == x)
            #expect(BigInt(text.uppercased(), radix: radix) == x)
            #expect(text.first != "0")
            if radix == 10 {
                #expect(text == x.description)
                #expect(BigInt(text) == x)
            }
        }
    }

    @Test func twentyThousandDigits() {
        let p = BigInt(10).power(19_999)
        let text = p.description
        #expect(text.count == 20_000)
        #expect(text == "1" + String(repeating: "0", count: 19_999))
        #expect(BigInt(text) == p)
        // A number with varied digits: 20,000 digits made from a repeating pattern.
        let digits = String(String(repeating: "9876543210123456789", count: 1053).prefix(20_000))
        let n = BigInt(digits)!
        #expect(n.description == digits)
        #expect(n.description.count == 20_000)
        #expect((-n).description == "-" + digits)
    }

    // MARK: Double

    @Test func doubleConversionRounding() {
        let two53 = BigInt(2).power(53)
        #expect(Double(two53) == 9_007_199_254_740_992.0)
        #expect(Double(two53 + 1) == 9_007_199_254_740_992.0)  // tie, to even
        #expect(Double(two53 + 3) == 9_007_199_254_740_996.0)  // tie, to even (up)
        #expect(Double(-(two53 + 1)) == -9_007_199_254_740_992.0)
        #expect(Double(-(two53 + 3)) == -9_007_199_254_740_996.0)
        #expect(Double(BigInt(2).power(1024)) == .infinity)
        #expect(Double(-BigInt(2).power(1024)) == -.infinity)
        #expect(Double(BigInt(2).power(5000)) == .infinity)
        // Multi-limb ties and the sticky bit: 2^100 + 2^47 is halfway between
        // 2^100 and its successor 2^100 + 2^48.
        let two100 = BigInt(2).power(100), two47 = BigInt(2).power(47)
        #expect(Double(two100 + two47) == 0x1p100)
        #expect(Double(two100 + two47 + 1) == 0x1p100 + 0x1p48)
        #expect(Double(two100 + two47 * 3) == 0x1p100 + 0x1p49)
        #expect(Double(two100 + two47 - 1) == 0x1p100)
        #expect(Double(-(two100 + two47 + 1)) == -(0x1p100 + 0x1p48))
        // Sticky bits deep in the lowest limb.
        #expect(Double((BigInt(1) << 300) + (BigInt(1) << 247) + 1) == 0x1p300 + 0x1p248)
        #expect(Double((BigInt(1) << 300) + (BigInt(1) << 247)) == 0x1p300)
        // The edge of the finite range.
        let max = BigInt(exactly: Double.greatestFiniteMagnitude)!
        #expect(Double(max) == .greatestFiniteMagnitude)
        let half = BigInt(2).power(970)  // half an ulp at the top
        #expect(Double(max + half - 1) == .greatestFiniteMagnitude)
        #expect(Double(max + half) == .infinity)  // tie, rounds to even: 2^1024
        #expect(Double(-(max + half)) == -.infinity)
        // Rounding a carry into a new binade: 2^64 - 1 → 2^64.
        #expect(Double(BigInt(exactly: UInt.max)!) == 0x1p64)
        #expect(Double((BigInt(1) << 128) - 1) == 0x1p128)
        #expect(Double(BigInt(0)) == 0)
        #expect(Double(factorial(30)) == 2.652528598121910586e32)
    }

    @Test func doubleToBigInt() {
        let e300 = "1000000000000000052504760255204420248704468581108159154915854115511802457988908195786371375080447864043704443832883878176942523235360430575644792184786706982848387200926575803737830233794788090059368953234970799945081119038967640880074652742780142494579258788820056842838115669472196386865459400540160"
        #expect(BigInt(exactly: 1e300)?.description == e300)
        #expect(BigInt(truncating: 1e300).description == e300)
        #expect(BigInt(exactly: -1e300)?.description == "-" + e300)
        #expect(Double(BigInt(exactly: 1e300)!) == 1e300)
        #expect(BigInt(exactly: 0x1p64) == BigInt(1) << 64)
        #expect(BigInt(exactly: -0x1p63) == BigInt(Int.min))
        #expect(BigInt(exactly: 0x1.fffffffffffffp63)?.description == "18446744073709549568")
        #expect(BigInt(exactly: Double.greatestFiniteMagnitude) == (BigInt(1) << 1024) - (BigInt(1) << 971))
        #expect(BigInt(exactly: 0.5) == nil)
        #expect(BigInt(exactly: -1.5) == nil)
        #expect(BigInt(exactly: Double.nan) == nil)
        #expect(BigInt(exactly: Double.infinity) == nil)
        #expect(BigInt(exactly: -Double.infinity) == nil)
        #expect(BigInt(exactly: Double.leastNonzeroMagnitude) == nil)
        #expect(BigInt(exactly: 0.0) == 0)
        #expect(BigInt(exactly: -0.0) == 0)
        #expect(!BigInt(exactly: -0.0)!.isNegative)
        #expect(BigInt(exactly: 42.0) == 42)
        #expect(BigInt(truncating: -2.75) == -2)
        #expect(BigInt(truncating: 2.75) == 2)
        #expect(BigInt(truncating: -0.5) == 0)
        #expect(!BigInt(truncating: -0.5).isNegative)
        #expect(BigInt(truncating: 1e19) == BigInt(10).power(19))
        #expect(BigInt(truncating: -1e30).description == "-1000000000000000019884624838656")
        for k in [0, 1, 52, 53, 63, 64, 65, 500, 1023] {
            let d = Double(sign: .plus, exponent: k, significand: 1.0)
            #expect(BigInt(exactly: d) == BigInt(1) << k)
            #expect(BigInt(exactly: -d) == -(BigInt(1) << k))
        }
    }

    // MARK: Hashing

    @Test func hashingAndEquality() {
        let a = BigInt(5)
        let b = BigInt("5")!
        let c = BigInt(2).power(70) - BigInt(2).power(70) + 5
        let d = (BigInt(5) << 300) >> 300
        let e = BigInt(exactly: 5.0)!
        for x in [b, c, d, e] {
            #expect(x == a)
            #expect(x.hashValue == a.hashValue)
            #expect(x.limbs == [5])
        }
        let zeros = [BigInt(0), -BigInt(0), BigInt(7) - 7, BigInt(-7) + 7, BigInt(-3) * 0,
                     BigInt("-0")!, (BigInt(-1) << 5) + 32, BigInt(-7).remainder(dividingBy: 7),
                     BigInt(3).quotient(dividingBy: -4), BigInt(exactly: -0.0)!]
        for z in zeros {
            #expect(z == 0)
            #expect(!z.isNegative)
            #expect(z.hashValue == BigInt(0).hashValue)
            #expect(z.signum() == 0)
        }
        let set: Set<BigInt> = [a, b, c, d, e, -a, BigInt(1) << 64, (BigInt(1) << 64) + 0]
        #expect(set.count == 3)
        #expect(BigInt(-5) != BigInt(5))
    }
}

/// The in-place `multiply(by:)` and `add(_:)` give what the operators give,
/// whether the limbs are shared (then copied: the other holder keeps its
/// value) or not, and whatever the signs and sizes.
@Suite struct BigIntInPlaceTests {
    @Test func docCommentExamples() {
        var n = BigInt(Int.max)
        n.multiply(by: -2)
        #expect(n.description == "-18446744073709551614")
        var m = BigInt(Int.max)
        m.add(m)
        #expect(m.description == "18446744073709551614")
        var k = BigInt(Int.max)
        k.add(1)
        #expect(k.description == "9223372036854775808")
    }

    @Test func multiplyByAnIntInPlace() {
        var rng = LCG(seed: 23)
        let smalls = [0, 1, -1, 2, -3, 1000, Int.max, Int.min, Int.min + 1]
        for _ in 0..<120 {
            let a = rng.bigInt(maxLimbs: 30)
            for n in smalls {
                let before = a.description
                var shared = a  // shares a's limbs: copied on the write
                shared.multiply(by: n)
                #expect(shared == a * BigInt(n), "\(a) × \(n)")
                #expect(a.description == before)
                #expect(shared.limbs.last != 0 && !(shared.limbs.isEmpty && shared.isNegative))
            }
        }
        // Alone, over many steps: a factorial grown in place.
        var product = BigInt(1), expected = BigInt(1)
        for k in 1...300 {
            product.multiply(by: k)
            expected = expected * BigInt(k)
        }
        #expect(product == expected)
        #expect(product.description.count == 615)  // 300! has 615 digits
    }

    @Test func addInPlace() {
        var rng = LCG(seed: 29)
        for _ in 0..<150 {
            let a = rng.bigInt(maxLimbs: 20), b = rng.bigInt(maxLimbs: 20)
            var shared = a
            shared.add(b)
            #expect(shared == a + b, "\(a) + \(b)")
            #expect(shared.limbs.last != 0 && !(shared.limbs.isEmpty && shared.isNegative))
            for n in interestingInts {
                var s = a
                s.add(n)
                #expect(s == a + BigInt(n), "\(a) + \(n)")
                #expect(s.limbs.last != 0 && !(s.limbs.isEmpty && s.isNegative))
            }
        }
        // A carry out of every limb, alone and growing.
        var total = (BigInt(1) << 640) - 1
        total.add(1)
        #expect(total == BigInt(1) << 640)
        var sum = BigInt(0)
        let step = (BigInt(1) << 200) + 12345
        for _ in 0..<100 { sum.add(step) }
        #expect(sum == step * 100)
        var negative = -((BigInt(1) << 128) - 1)
        negative.add(-1)
        #expect(negative == -(BigInt(1) << 128))
    }
}
