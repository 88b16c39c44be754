// SICP exercise 1.12 as tests: Pascal's triangle by tree recursion, naive and
// memoized, 1-based as in the seed's (pascal-triangle level n).

import Testing
@testable import SICP

/// C(n, k) by the multiplicative formula, computed independently of the
/// recursion: c · (n - k + i) / i is exact at every step.
private func binomial(_ n: Int, _ k: Int) -> BigInt {
    var c = BigInt(1)
    if k >= 1 {
        for i in 1...k {
            c = (c * BigInt(n - k + i)).quotient(dividingBy: BigInt(i))
        }
    }
    return c
}

/// Points outside the triangle: row < 1, column < 1 or column > row.
private let outside: [(row: Int, column: Int)] = [
    (5, 6), (5, 0), (1, 2), (1, 0), (0, 0), (0, 1), (-1, -1), (-1, 1), (-1, 2), (2, -1), (3, 5),
    (Int.min, Int.min), (Int.min, 1), (1, Int.min), (Int.min, Int.max), (Int.max, Int.min),
    (Int.max, 0), (Int.max, -1), (Int.max - 1, Int.max), (0, Int.max), (-1, Int.max),
]

@Suite("Exercise 1.12: Pascal's triangle")
struct PascalTests {
    @Test("gosh> (pascal-triangle 10 3) ; 36, (pascal-triangle 11 4) ; 120")
    func seedTranscript() {
        #expect(Pascal.naive(row: 10, column: 3) == 36)
        #expect(Pascal.naive(row: 11, column: 4) == 120)
        #expect(Pascal.memoized(row: 10, column: 3) == 36)
        #expect(Pascal.memoized(row: 11, column: 4) == 120)
    }

    @Test("the first five rows")
    func firstRows() {
        let rows = [[1], [1, 1], [1, 2, 1], [1, 3, 3, 1], [1, 4, 6, 4, 1]]
        for (r, expected) in zip(1..., rows) {
            #expect((1...r).map { Pascal.naive(row: r, column: $0) } == expected)
            #expect((1...r).map { Pascal.memoized(row: r, column: $0) } == expected)
        }
    }

    @Test("row n sums to 2^(n-1)", arguments: 1...20)
    func rowSums(row: Int) {
        let naive = Iterative.sum({ Pascal.naive(row: row, column: $0) }, from: 1, next: inc, through: row)
        let memoized = Iterative.sum({ Pascal.memoized(row: row, column: $0) }, from: 1, next: inc, through: row)
        #expect(naive == 1 << (row - 1))
        #expect(memoized == 1 << (row - 1))
    }

    @Test("each row is symmetric: column c equals column row + 1 - c", arguments: 1...20)
    func symmetry(row: Int) {
        for column in 1...row {
            #expect(Pascal.naive(row: row, column: column) == Pascal.naive(row: row, column: row + 1 - column))
            #expect(Pascal.memoized(row: row, column: column) == Pascal.memoized(row: row, column: row + 1 - column))
        }
    }

    @Test("naive and memoized agree on every element of the first 20 rows", arguments: 1...20)
    func naiveEqualsMemoized(row: Int) {
        for column in 1...row {
            let naive = Pascal.naive(row: row, column: column)
            #expect(Pascal.memoized(row: row, column: column) == naive)
            #expect(Pascal.memoized(row: row, column: column, as: Double.self) == Double(naive))
            #expect(Pascal.memoized(row: row, column: column, as: BigInt.self) == BigInt(naive))
        }
    }

    @Test("0 outside the triangle, for any Int", arguments: outside)
    func zeroOutside(row: Int, column: Int) {
        #expect(Pascal.naive(row: row, column: column) == 0)
        #expect(Pascal.memoized(row: row, column: column) == 0)
        #expect(Pascal.memoized(row: row, column: column, as: Double.self) == 0)
        #expect(Pascal.memoized(row: row, column: column, as: BigInt.self) == 0)
    }

    @Test("the edges of any row are 1, even at Int.max, without recursing")
    func edges() {
        for row in [1, 2, 3, 100, Int.max - 1, Int.max] {
            #expect(Pascal.naive(row: row, column: 1) == 1)
            #expect(Pascal.naive(row: row, column: row) == 1)
            #expect(Pascal.memoized(row: row, column: 1) == 1)
            #expect(Pascal.memoized(row: row, column: row) == 1)
        }
    }

    @Test("memoized agrees with the multiplicative formula up to row 61")
    func memoizedMatchesFormula() {
        for row in 1...61 {
            for column in 1...row {
                #expect(BigInt(Pascal.memoized(row: row, column: column)) == binomial(row - 1, column - 1))
            }
        }
    }

    @Test("the largest Int element in the middle of a row: row 67, C(66, 33)")
    func largestIntElement() {
        #expect(Pascal.memoized(row: 67, column: 34) == 7_219_428_434_016_265_740)
        #expect(Pascal.memoized(row: 67, column: 34, as: BigInt.self) == binomial(66, 33))
        // Row 68's middle, C(67, 33), is past Int.max: Int would trap, BigInt is exact.
        #expect(Pascal.memoized(row: 68, column: 34, as: BigInt.self) == BigInt("14226520737620288370")!)
        #expect(Pascal.memoized(row: 68, column: 34, as: BigInt.self) > BigInt(Int.max))
    }

    @Test("row 1001, column 501 exactly: C(1000, 500) with BigInt")
    func row1000() {
        let element = Pascal.memoized(row: 1001, column: 501, as: BigInt.self)
        #expect(element == binomial(1000, 500))
        #expect(element.description.count == 300)
        #expect(element.description.hasPrefix("2702882409454365695156146936259752754961520084465482870073928751066254287055221938986124839245023701"))
        // Its neighbours in the row, and the symmetry of the row.
        #expect(Pascal.memoized(row: 1001, column: 500, as: BigInt.self) == binomial(1000, 499))
        #expect(Pascal.memoized(row: 1001, column: 502, as: BigInt.self) == binomial(1000, 499))
        #expect(Pascal.memoized(row: 1001, column: 3, as: BigInt.self) == 499_500)
    }

    @Test("row 1001, column 501 as a Double: close, not exact")
    func row1000Double() {
        let element = Pascal.memoized(row: 1001, column: 501, as: Double.self)
        #expect(isClose(element, 2.7028824094543655e299))
        #expect(isClose(element, Double(binomial(1000, 500))))
    }
}

@Suite("Examples in Pascal.swift's documentation comments")
struct PascalDocExamplesTests {
    @Test func examples() {
        #expect(Pascal.naive(row: 5, column: 3) == 6)
        #expect(Pascal.naive(row: 10, column: 3) == 36)
        #expect(Pascal.naive(row: 11, column: 4) == 120)
        #expect(Pascal.naive(row: 1, column: 1) == 1)
        #expect(Pascal.naive(row: 5, column: 6) == 0)
        #expect(Pascal.memoized(row: 10, column: 3) == 36)
        #expect(Pascal.memoized(row: 11, column: 4) == 120)
        #expect(Pascal.memoized(row: 67, column: 34) == 7_219_428_434_016_265_740)
        #expect(Pascal.memoized(row: 11, column: 4, as: Int.self) == 120)
        #expect(Pascal.memoized(row: 11, column: 4, as: Double.self) == 120.0)
        #expect(Pascal.memoized(row: 1001, column: 501, as: BigInt.self).description.count == 300)
    }
}

@Suite("Examples in Notes/Ex1.12-PascalTriangle.md")
struct PascalNotesExamplesTests {
    @Test("Notes/Ex1.12-PascalTriangle.md")
    func ex112PascalTriangle() {
        #expect(Pascal.naive(row: 10, column: 3) == 36)
        #expect(Pascal.naive(row: 11, column: 4) == 120)
        #expect(Pascal.memoized(row: 10, column: 3) == 36)
        #expect(Pascal.memoized(row: 11, column: 4) == 120)

        #expect(Pascal.naive(row: 5, column: 6) == 0)
        #expect(Pascal.naive(row: 0, column: 1) == 0)
        #expect(Pascal.naive(row: -1, column: 2) == 0)
        #expect(Pascal.memoized(row: Int.min, column: Int.max) == 0)

        #expect(Pascal.memoized(row: 67, column: 34) == 7_219_428_434_016_265_740)
        #expect(Pascal.memoized(row: 1001, column: 501, as: BigInt.self).description.count == 300)
        #expect(Pascal.memoized(row: 1001, column: 501, as: Double.self) == 2.702882409454366e+299)

        // "Double goes on, rounded, through row 1030": the middle of row 1031 is infinite.
        #expect(Pascal.memoized(row: 1031, column: 516, as: Double.self).isFinite == false)
        #expect(Pascal.memoized(row: 1030, column: 515, as: Double.self).isFinite)
    }
}
