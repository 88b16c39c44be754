import Testing
@testable import SICP

/// `BigInt.bitwise`: two's complement on integers of any size.
@Suite struct BigIntBitwiseTests {
    static let ints: [Int] = [0, 1, -1, 2, -2, 255, -256, 12_345_678_901, -98_765_432_109_876, 1 << 62, -(1 << 62),
                              Int.max, Int.min]

    /// On one word, the machine's own `&`, `|` and `^`.
    @Test(arguments: ints, ints)
    func oneWordIsTheMachines(a: Int, b: Int) {
        #expect(BigInt(a).bitwise(BigInt(b), &) == BigInt(a & b))
        #expect(BigInt(a).bitwise(BigInt(b), |) == BigInt(a | b))
        #expect(BigInt(a).bitwise(BigInt(b), ^) == BigInt(a ^ b))
    }

    /// A number of `limbs` random words, of either sign.
    static func random(_ generator: inout LCG, limbs: Int) -> BigInt {
        var value = BigInt(0)
        for _ in 0..<limbs { value = (value << 64) + BigInt(exactly: UInt(generator.next()))! }
        return generator.next() & 1 == 0 ? value : -value
    }

    /// Identities of two's complement on many words: (x & y) + (x | y) = x + y,
    /// (x | y) - (x & y) = x ^ y, x ^ -1 = -1 - x.
    @Test func manyWordsKeepTheIdentities() {
        var generator = LCG(seed: 2024)
        for round in 0..<300 {
            let x = Self.random(&generator, limbs: 1 + round % 5), y = Self.random(&generator, limbs: 1 + round % 3)
            let and = x.bitwise(y, &), or = x.bitwise(y, |), xor = x.bitwise(y, ^)
            #expect(and + or == x + y)
            #expect(or - and == xor)
            #expect(x.bitwise(BigInt(-1), ^) == BigInt(-1) - x)
            #expect(x.bitwise(BigInt(-1), &) == x)
        }
    }

    /// The doc comment's examples.
    @Test func docCommentExamples() {
        #expect(BigInt(6).bitwise(BigInt(3), &) == BigInt(2))
        #expect(BigInt(-256).bitwise(BigInt(255), |) == BigInt(-1))
    }

    /// Values Racket 8 gives.
    @Test func racketsValues() {
        let two100 = BigInt(1) << 100
        #expect(two100.bitwise(BigInt(1), |).description == "1267650600228229401496703205377")
        #expect((-(BigInt(1) << 70)).bitwise(BigInt(5), ^).description == "-1180591620717411303419")
        #expect(BigInt(-98_765_432_109_876_543).bitwise(BigInt(255), &).description == "193")
    }
}
