import Testing
@testable import SICP

@Suite struct BigIntTests {
    @Test func smoke() {
        var f = BigInt(1)
        for i in 1...30 { f *= BigInt(i) }
        #expect(f.description == "265252859812191058636308480000000")
        #expect(BigInt(2).power(100).description == "1267650600228229401496703205376")
        let a = BigInt("340282366920938463463374607431768211455")!
        let b = BigInt("18446744073709551617")!
        let (q, r) = a.quotientAndRemainder(dividingBy: b)
        #expect(q * b + r == a)
        #expect(q.description == "18446744073709551615")
        #expect(r == 0)
        #expect(BigInt(-5) >> 1 == BigInt(-3))
        #expect(Double(BigInt(2).power(53) + 1) == 9007199254740992.0)
        #expect(Double(BigInt(2).power(53) + 3) == 9007199254740996.0)
        #expect(Double(BigInt(2).power(1024)) == .infinity)
        #expect(BigInt(exactly: 1e300)!.description.count == 301)
        #expect(BigInt(10).power(40).integerSquareRoot() == BigInt(10).power(20))
        #expect(Int(exactly: BigInt(Int.min)) == Int.min)
        #expect(Int(exactly: BigInt(Int.max) + 1) == nil)
        #expect(BigInt("ff", radix: 16) == 255)
        #expect(BigInt.gcd(-12, 18) == 6)
    }
}
