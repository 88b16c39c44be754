// SICP 1.3.1 and exercises 1.29-1.33 as tests. Every test that takes a
// `shape` runs on each entry of `shapes` (Support.swift): add your own shape
// there and these are your exercises.

import Testing
@testable import SICP

// MARK: - The seed: exercises 1.30 and 1.32 as the learner ran them in gosh

@Suite("The seed's transcripts (exercises 1.30 and 1.32)")
struct SeedTests {
    // (define (sum-integers a b) (sum identity a inc b))
    private func sumIntegers(in shape: any AccumulateShape.Type, _ a: Int, _ b: Int) -> Int {
        shape.sum(identity, from: a, next: inc, through: b)
    }

    // (define (product-integers a b) (product identity a inc b))
    private func productIntegers(in shape: any AccumulateShape.Type, _ a: Int, _ b: Int) -> Int {
        shape.product(identity, from: a, next: inc, through: b)
    }

    @Test("gosh> (sum-integers 1 10) ; 55, (sum-integers 1 100) ; 5050", arguments: shapes)
    func sumIntegersTranscript(shape: any AccumulateShape.Type) {
        #expect(sumIntegers(in: shape, 1, 10) == 55)
        #expect(sumIntegers(in: shape, 1, 100) == 5050)
    }

    @Test("gosh> (product-integers 1 5) ; 120, (product-integers 1 6) ; 720", arguments: shapes)
    func productIntegersTranscript(shape: any AccumulateShape.Type) {
        #expect(productIntegers(in: shape, 1, 5) == 120)
        #expect(productIntegers(in: shape, 1, 6) == 720)
    }

    // Exercise 1.32: (define (sum term a next b) (accumulate + 0 term a next b))
    //                (define (product term a next b) (accumulate * 1 term a next b))
    @Test("sum and product defined by accumulate, as the seed defines them", arguments: shapes)
    func sumAndProductByAccumulate(shape: any AccumulateShape.Type) {
        #expect(shape.accumulate(+, 0, identity, from: 1, next: inc, through: 10) == 55)
        #expect(shape.accumulate(+, 0, identity, from: 1, next: inc, through: 100) == 5050)
        #expect(shape.accumulate(*, 1, identity, from: 1, next: inc, through: 5) == 120)
        #expect(shape.accumulate(*, 1, identity, from: 1, next: inc, through: 6) == 720)
    }
}

// MARK: - SICP 1.3.1 and exercises 1.29, 1.31, 1.33

/// `(define (pi-term x) (/ 1.0 (* x (+ x 2))))`
private func piTerm(_ x: Int) -> Double { 1.0 / Double(x * (x + 2)) }
/// `(define (pi-next x) (+ x 4))`
private func piNext(_ x: Int) -> Int { x + 4 }

/// Exercise 1.31: the factors 2/3, 4/3, 4/5, 6/5, 6/7, … of John Wallis's
/// π/4 = (2·4·4·6·6·8···) / (3·3·5·5·7·7···).
private func wallisTerm(_ k: Int) -> Double {
    k.isMultiple(of: 2) ? Double(k + 2) / Double(k + 1) : Double(k + 1) / Double(k + 2)
}

/// Exercise 1.29: Simpson's rule, (h/3)(y₀ + 4y₁ + 2y₂ + 4y₃ + … + 4yₙ₋₁ + yₙ)
/// with h = (b - a)/n and yₖ = f(a + kh), for an even n.
private func simpson(
    _ shape: any AccumulateShape.Type, _ f: (Double) -> Double, _ a: Double, _ b: Double, _ n: Int
) -> Double {
    let h = (b - a) / Double(n)
    return h / 3 * shape.sum({ k in
        let coefficient: Double = k == 0 || k == n ? 1 : k.isMultiple(of: 2) ? 2 : 4
        return coefficient * f(a + Double(k) * h)
    }, from: 0, next: inc, through: n)
}

/// SICP 1.3.1 `integral`: the midpoint rule with a `Double` index.
private func integral(
    _ shape: any AccumulateShape.Type, _ f: (Double) -> Double, _ a: Double, _ b: Double, dx: Double
) -> Double {
    shape.sum(f, from: a + dx / 2, next: { $0 + dx }, through: b) * dx
}

@Suite("SICP 1.3.1 and exercises 1.29, 1.31, 1.33")
struct SICPExamplesTests {
    @Test("(sum-cubes 1 10) ; 3025", arguments: shapes)
    func sumOfCubes(shape: any AccumulateShape.Type) {
        #expect(shape.sum(cube, from: 1, next: inc, through: 10) == 3025)
    }

    @Test("(* 8 (pi-sum 1 1000)) ; 3.139592655589783, within 1e-12", arguments: shapes)
    func piSum(shape: any AccumulateShape.Type) {
        let pi = 8 * shape.sum(piTerm, from: 1, next: piNext, through: 1000)
        #expect(isClose(pi, 3.139592655589783))
        // 250 terms: the series converges slowly, so this is far from π itself.
        #expect(abs(pi - Double.pi) > 1e-3)
    }

    @Test("every shape agrees with the iterative pi-sum within 1e-12 (not bitwise)", arguments: shapes)
    func piSumShapesAgree(shape: any AccumulateShape.Type) {
        let reference = Iterative.sum(piTerm, from: 1, next: piNext, through: 1000)
        #expect(isClose(shape.sum(piTerm, from: 1, next: piNext, through: 1000), reference))
    }

    // SICP: (integral cube 0 1 0.01) ; .24998750000000042
    //       (integral cube 0 1 0.001) ; .249999875000001
    @Test("(integral cube 0 1 dx), a Double index", arguments: shapes)
    func integralOfCube(shape: any AccumulateShape.Type) {
        let cube = { (x: Double) in x * x * x }
        #expect(isClose(integral(shape, cube, 0, 1, dx: 0.01), 0.24998750000000042))
        #expect(isClose(integral(shape, cube, 0, 1, dx: 0.001), 0.249999875000001))
    }

    @Test("Exercise 1.29: Simpson's rule integrates cube over 0...1 to 0.25 within 1e-12", arguments: shapes)
    func simpsonOfCube(shape: any AccumulateShape.Type) {
        let cube = { (x: Double) in x * x * x }
        #expect(isClose(simpson(shape, cube, 0, 1, 100), 0.25))
        #expect(isClose(simpson(shape, cube, 0, 1, 1000), 0.25))
    }

    @Test("Exercise 1.31: 30! exactly, as a product of BigInt terms", arguments: shapes)
    func factorialOf30(shape: any AccumulateShape.Type) {
        let factorial = shape.product({ BigInt($0) }, from: 1, next: inc, through: 30)
        #expect(factorial == BigInt("265252859812191058636308480000000")!)
        #expect(factorial.description == "265252859812191058636308480000000")
    }

    @Test("Exercise 1.31: factorial by product, 0! = 1 (an empty range) to 20!", arguments: shapes)
    func factorialByProduct(shape: any AccumulateShape.Type) {
        func factorial(_ n: Int) -> Int { shape.product(identity, from: 1, next: inc, through: n) }
        #expect(factorial(0) == 1)
        #expect(factorial(1) == 1)
        #expect(factorial(6) == 720)
        #expect(factorial(20) == 2_432_902_008_176_640_000)  // 21! overflows Int
    }

    @Test("Exercise 1.31: Wallis's product approaches π", arguments: shapes)
    func wallisProduct(shape: any AccumulateShape.Type) {
        func wallis(_ n: Int) -> Double { 4 * shape.product(wallisTerm, from: 1, next: inc, through: n) }
        #expect(wallis(1) == 8.0 / 3.0)
        #expect(isClose(wallis(4), 4 * (2.0 * 4 * 4 * 6) / (3.0 * 3 * 5 * 5)))
        // The error shrinks like π/n.
        #expect(abs(wallis(100) - Double.pi) < 0.02)
        #expect(abs(wallis(1000) - Double.pi) < 0.002)
        #expect(isClose(wallis(1000), 3.1431607055322552))
    }

    @Test("Exercise 1.33a: the sum of the squares of the primes in 2...10 is 87", arguments: shapes)
    func sumOfSquaresOfPrimes(shape: any AccumulateShape.Type) {
        #expect(shape.filteredAccumulate(+, 0, square, from: 2, next: inc, through: 10, where: isPrime) == 87)
        // 4 + 9 + 25 + 49 + 121 + 169 + 289 + 361
        #expect(shape.filteredAccumulate(+, 0, square, from: 1, next: inc, through: 20, where: isPrime) == 1027)
    }

    @Test("Exercise 1.33b: the product of the positive integers below 10 coprime to 10 is 189", arguments: shapes)
    func productOfCoprimes(shape: any AccumulateShape.Type) {
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        func productOfCoprimes(below n: Int) -> Int {
            shape.filteredAccumulate(*, 1, identity, from: 1, next: inc, through: n - 1, where: { gcd($0, n) == 1 })
        }
        #expect(productOfCoprimes(below: 10) == 189)  // 1 · 3 · 7 · 9
        #expect(productOfCoprimes(below: 7) == 720)  // 6!: every number below a prime
        #expect(productOfCoprimes(below: 1) == 1)  // an empty range
    }

    @Test("Exercise 1.33: the filter tests the index, not the term", arguments: shapes)
    func filterTestsTheIndex(shape: any AccumulateShape.Type) {
        // On the indices, `$0 <= 3` keeps 1, 2 and 3: 1 + 4 + 9. On the terms
        // (1, 4, 9, 16, …) it would keep only 1.
        #expect(shape.filteredAccumulate(+, 0, square, from: 1, next: inc, through: 6, where: { $0 <= 3 }) == 14)
    }
}

// MARK: - Edges: empty ranges, single terms, call order, errors

/// Records the calls a procedure makes to `term`, `next`, the combiner and
/// the filter, in order.
private final class CallLog {
    var calls: [String] = []
    func count(_ prefix: String) -> Int { calls.filter { $0.hasPrefix(prefix + " ") }.count }
}

private enum Stop: Error, Equatable {
    case term(Int)
    case next(Int)
    case combiner
    case filter(Int)
}

@Suite("Edges: empty ranges, single terms, call order, errors")
struct EdgeTests {
    @Test("an empty range (a > b) is the null value, without calling term or next", arguments: shapes)
    func emptyRange(shape: any AccumulateShape.Type) {
        let log = CallLog()
        let term = { (i: Int) -> Int in log.calls.append("term \(i)"); return i }
        let next = { (i: Int) -> Int in log.calls.append("next \(i)"); return i + 1 }
        #expect(shape.sum(term, from: 2, next: next, through: 1) == 0)
        #expect(shape.product(term, from: 2, next: next, through: 1) == 1)
        #expect(shape.accumulate(-, 42, term, from: 2, next: next, through: 1) == 42)
        #expect(shape.filteredAccumulate(-, 42, term, from: 2, next: next, through: 1, where: { _ in true }) == 42)
        #expect(shape.sum(term, from: Int.max, next: next, through: Int.min) == 0)
        #expect(shape.sum({ _ in 1.5 }, from: 1.0, next: { $0 + 1 }, through: 0.5) == 0.0)
        #expect(log.calls.isEmpty)
    }

    @Test("a single term: term and next once each", arguments: shapes)
    func singleTerm(shape: any AccumulateShape.Type) {
        let log = CallLog()
        let term = { (i: Int) -> Int in log.calls.append("term \(i)"); return i * 10 }
        let next = { (i: Int) -> Int in log.calls.append("next \(i)"); return i + 1 }
        #expect(shape.sum(term, from: 7, next: next, through: 7) == 70)
        #expect(log.calls == ["term 7", "next 7"])
        #expect(shape.product(term, from: 7, next: next, through: 7) == 70)
        #expect(shape.accumulate(max, Int.min, term, from: 7, next: next, through: 7) == 70)
        #expect(log.calls.count == 6)
    }

    @Test("a range just below Int.max ends without overflow", arguments: shapes)
    func nearIntMax(shape: any AccumulateShape.Type) {
        // The last `next` is (Int.max - 1) + 1 = Int.max, which is > b: the end.
        // (A range through Int.max itself cannot end: SICP's test is a > b.)
        #expect(shape.sum({ _ in 1 }, from: Int.max - 3, next: inc, through: Int.max - 1) == 3)
    }

    @Test("term then next, once each per term, in order from a", arguments: shapes)
    func callOrder(shape: any AccumulateShape.Type) {
        let log = CallLog()
        let term = { (i: Int) -> Int in log.calls.append("term \(i)"); return i }
        let next = { (i: Int) -> Int in log.calls.append("next \(i)"); return i + 2 }
        #expect(shape.sum(term, from: 1, next: next, through: 6) == 9)
        #expect(log.calls == ["term 1", "next 1", "term 3", "next 3", "term 5", "next 5"])

        log.calls = []
        #expect(shape.accumulate({ log.calls.append("combine"); return $0 + $1 }, 0, term, from: 1, next: next, through: 6) == 9)
        #expect(log.count("term") == 3)
        #expect(log.count("next") == 3)
        #expect(log.calls.filter { $0 == "combine" }.count == 3)
    }

    @Test("filtered: the filter, then term (if it passes), then next, per index", arguments: shapes)
    func filteredCallOrder(shape: any AccumulateShape.Type) {
        let log = CallLog()
        let term = { (i: Int) -> Int in log.calls.append("term \(i)"); return i }
        let next = { (i: Int) -> Int in log.calls.append("next \(i)"); return i + 1 }
        let even = { (i: Int) -> Bool in log.calls.append("filter \(i)"); return i.isMultiple(of: 2) }
        #expect(shape.filteredAccumulate(+, 0, term, from: 1, next: next, through: 4, where: even) == 6)
        #expect(log.calls == [
            "filter 1", "next 1",
            "filter 2", "term 2", "next 2",
            "filter 3", "next 3",
            "filter 4", "term 4", "next 4",
        ])
    }

    @Test("term throws at the third term: the error propagates after exactly 3 term calls", arguments: shapes)
    func termThrows(shape: any AccumulateShape.Type) {
        let log = CallLog()
        let term = { (i: Int) throws -> Int in
            log.calls.append("term \(i)")
            if i == 3 { throw Stop.term(i) }
            return i
        }
        let next = { (i: Int) -> Int in log.calls.append("next \(i)"); return i + 1 }
        #expect(throws: Stop.term(3)) { try shape.sum(term, from: 1, next: next, through: 10) }
        #expect(log.calls == ["term 1", "next 1", "term 2", "next 2", "term 3"])

        log.calls = []
        #expect(throws: Stop.term(3)) { try shape.product(term, from: 1, next: next, through: 10) }
        #expect(log.count("term") == 3)
        log.calls = []
        #expect(throws: Stop.term(3)) { try shape.accumulate(+, 0, term, from: 1, next: next, through: 10) }
        #expect(log.count("term") == 3)
        log.calls = []
        #expect(throws: Stop.term(3)) {
            try shape.filteredAccumulate(+, 0, term, from: 1, next: next, through: 10, where: { _ in true })
        }
        #expect(log.count("term") == 3)
    }

    @Test("next, the combiner and the filter may throw too", arguments: shapes)
    func otherClosuresThrow(shape: any AccumulateShape.Type) throws {
        let log = CallLog()
        let term = { (i: Int) -> Int in log.calls.append("term \(i)"); return i }
        let next = { (i: Int) throws -> Int in
            log.calls.append("next \(i)")
            if i == 2 { throw Stop.next(i) }
            return i + 1
        }
        #expect(throws: Stop.next(2)) { try shape.sum(term, from: 1, next: next, through: 10) }
        #expect(log.calls == ["term 1", "next 1", "term 2", "next 2"])

        let combiner = { (x: Int, y: Int) throws -> Int in throw Stop.combiner }
        #expect(throws: Stop.combiner) { try shape.accumulate(combiner, 0, identity, from: 1, next: inc, through: 3) }
        // One term: the combiner still runs once (with the null value).
        #expect(throws: Stop.combiner) { try shape.accumulate(combiner, 0, identity, from: 1, next: inc, through: 1) }
        // No term: it never runs.
        #expect(try shape.accumulate(combiner, 0, identity, from: 1, next: inc, through: 0) == 0)

        let filter = { (i: Int) throws -> Bool in
            if i == 4 { throw Stop.filter(i) }
            return true
        }
        #expect(throws: Stop.filter(4)) {
            try shape.filteredAccumulate(+, 0, identity, from: 1, next: inc, through: 10, where: filter)
        }
    }

    @Test("Double terms: the harmonic number H(10) within 1e-12", arguments: shapes)
    func doubleTerms(shape: any AccumulateShape.Type) {
        #expect(isClose(shape.sum({ 1.0 / Double($0) }, from: 1, next: inc, through: 10), 7381.0 / 2520.0))
        #expect(isClose(shape.sum({ 1 / $0 }, from: 1.0, next: { $0 + 1 }, through: 4.0), 25.0 / 12.0))
        #expect(isClose(shape.product({ 1 + 1 / Double($0) }, from: 1, next: inc, through: 99), 100))
    }

    @Test("any Comparable index: Strings, stepping by a letter", arguments: shapes)
    func stringIndex(shape: any AccumulateShape.Type) {
        let nextLetter = { (s: String) -> String in
            String(UnicodeScalar(s.unicodeScalars.first!.value + 1)!)
        }
        #expect(shape.accumulate(+, "", { $0.uppercased() }, from: "a", next: nextLetter, through: "e") == "ABCDE")
        #expect(shape.sum({ _ in 1 }, from: "a", next: nextLetter, through: "z") == 26)
    }
}

// MARK: - The two shapes: equal on associative combiners, different folds otherwise

/// A range `a`, `a + step`, … up to `b`, for table-driven tests.
struct Span: Sendable, CustomTestStringConvertible {
    var a: Int
    var b: Int
    var step: Int
    var testDescription: String { "\(a) through \(b) by \(step)" }
    var indices: [Int] { a > b ? [] : Array(stride(from: a, through: b, by: step)) }
}

private let spans: [Span] = [
    Span(a: 1, b: 10, step: 1),
    Span(a: 1, b: 1, step: 1),
    Span(a: 5, b: 4, step: 1),
    Span(a: 100, b: 1, step: 1),
    Span(a: 0, b: 0, step: 1),
    Span(a: -10, b: 10, step: 3),
    Span(a: -3, b: 17, step: 2),
    Span(a: 1, b: 1000, step: 7),
    Span(a: -500, b: 500, step: 1),
]

/// A term whose products stay small: 2 at multiples of 64, -1 at other even
/// numbers, 1 at odd ones.
private func sign(_ i: Int) -> Int { i.isMultiple(of: 64) ? 2 : i.isMultiple(of: 2) ? -1 : 1 }

@Suite("Process shapes")
struct ShapeTests {
    @Test("every shape gives the same sum, product, accumulate and filter as Swift's reduce", arguments: shapes, spans)
    func agreeWithReduce(shape: any AccumulateShape.Type, span: Span) {
        let step = span.step
        let term = { (i: Int) in i * i - 3 * i }
        let odd = { (i: Int) in !i.isMultiple(of: 2) }
        #expect(shape.sum(term, from: span.a, next: { $0 + step }, through: span.b)
            == span.indices.map(term).reduce(0, +))
        #expect(shape.product(sign, from: span.a, next: { $0 + step }, through: span.b)
            == span.indices.map(sign).reduce(1, *))
        #expect(shape.accumulate(max, Int.min, term, from: span.a, next: { $0 + step }, through: span.b)
            == span.indices.map(term).reduce(Int.min, max))
        #expect(shape.filteredAccumulate(+, 0, term, from: span.a, next: { $0 + step }, through: span.b, where: odd)
            == span.indices.filter(odd).map(term).reduce(0, +))
    }

    @Test("recursive and iterative agree on every span", arguments: spans)
    func recursiveAndIterativeAgree(span: Span) {
        let step = span.step
        let term = { (i: Int) in 3 * i + 1 }
        #expect(Recursive.sum(term, from: span.a, next: { $0 + step }, through: span.b)
            == Iterative.sum(term, from: span.a, next: { $0 + step }, through: span.b))
        #expect(Recursive.product(sign, from: span.a, next: { $0 + step }, through: span.b)
            == Iterative.product(sign, from: span.a, next: { $0 + step }, through: span.b))
        let recursive = Recursive.sum({ 1 / Double($0 * $0 + 1) }, from: span.a, next: { $0 + step }, through: span.b)
        let iterative = Iterative.sum({ 1 / Double($0 * $0 + 1) }, from: span.a, next: { $0 + step }, through: span.b)
        #expect(isClose(recursive, iterative))
    }

    @Test("with -, the recursive process folds right: 1 - (2 - (3 - (4 - 0))) = -2")
    func recursiveFoldsRight() {
        #expect(Recursive.accumulate(-, 0, identity, from: 1, next: inc, through: 4) == -2)
        #expect(Recursive.filteredAccumulate(-, 0, identity, from: 1, next: inc, through: 4, where: { _ in true }) == -2)
    }

    @Test("with -, the iterative process folds left: (((0 - 1) - 2) - 3) - 4 = -10")
    func iterativeFoldsLeft() {
        #expect(Iterative.accumulate(-, 0, identity, from: 1, next: inc, through: 4) == -10)
        #expect(Iterative.filteredAccumulate(-, 0, identity, from: 1, next: inc, through: 4, where: { _ in true }) == -10)
    }

    @Test("building a list shows the order: cons from the right, or snoc from the left")
    func listBuilding() {
        let cons = { (x: String, rest: String) in "(\(x) . \(rest))" }
        let digit = { (i: Int) in String(i) }
        #expect(Recursive.accumulate(cons, "()", digit, from: 1, next: inc, through: 3) == "(1 . (2 . (3 . ())))")
        #expect(Iterative.accumulate(cons, "()", digit, from: 1, next: inc, through: 3) == "(((() . 1) . 2) . 3)")
        // Concatenation is associative, so only the null value's place shows.
        #expect(Recursive.accumulate(+, "null", digit, from: 1, next: inc, through: 4) == "1234null")
        #expect(Iterative.accumulate(+, "null", digit, from: 1, next: inc, through: 4) == "null1234")
        // A single term is enough to tell them apart.
        #expect(Recursive.accumulate(-, 0, identity, from: 7, next: inc, through: 7) == 7)
        #expect(Iterative.accumulate(-, 0, identity, from: 7, next: inc, through: 7) == -7)
    }

    @Test("the recursive process defers every combination; the iterative one combines as it goes")
    func deferredOperations() {
        // Stop at the third term, and count the combinations done before it.
        for (shape, combinedBeforeTheError) in [(Recursive.self, 0), (Iterative.self, 2)] as [(any AccumulateShape.Type, Int)] {
            var combined = 0
            #expect(throws: Stop.term(3)) {
                try shape.accumulate({ combined += 1; return $0 + $1 }, 0, { (i: Int) throws -> Int in
                    if i == 3 { throw Stop.term(3) }
                    return i
                }, from: 1, next: inc, through: 10)
            }
            #expect(combined == combinedBeforeTheError, "\(shape)")
        }
    }

    @Test("Double sums round differently: right fold against left fold")
    func doubleRounding() {
        // SICP prints (* 8 (pi-sum 1 1000)) as 3.139592655589783: the recursive shape's value.
        let recursive = 8 * Recursive.sum(piTerm, from: 1, next: piNext, through: 1000)
        let iterative = 8 * Iterative.sum(piTerm, from: 1, next: piNext, through: 1000)
        #expect(recursive == 3.139592655589783)
        #expect(iterative == 3.139592655589782)
        #expect(recursive.nextDown.nextDown == iterative)  // two units in the last place
        #expect(isClose(recursive, iterative))
    }

    @Test("the iterative shape runs in constant stack: a million terms")
    func iterativeMillion() {
        #expect(Iterative.sum(identity, from: 1, next: inc, through: 1_000_000) == 500_000_500_000)
        #expect(Iterative.filteredAccumulate(+, 0, identity, from: 1, next: inc, through: 1_000_000,
                                             where: { $0.isMultiple(of: 1000) }) == 500_500_000)
    }
}

// MARK: - Every example in the documentation comments and the notes

@Suite("Examples in Accumulate.swift's documentation comments")
struct AccumulateDocExamplesTests {
    // The examples are bound to constants first: inside #expect, closures
    // like `{ $0 * $0 * $0 }` over two generic parameters take the type
    // checker too long.

    @Test func recursive() {
        let sumOfCubes = Recursive.sum({ $0 * $0 * $0 }, from: 1, next: { $0 + 1 }, through: 10)
        let sumTo100 = Recursive.sum({ $0 }, from: 1, next: { $0 + 1 }, through: 100)
        let factorial6 = Recursive.product({ $0 }, from: 1, next: { $0 + 1 }, through: 6)
        let accumulatedCubes = Recursive.accumulate(+, 0, { $0 * $0 * $0 }, from: 1, next: { $0 + 1 }, through: 10)
        let accumulatedProduct = Recursive.accumulate(*, 1, { $0 }, from: 1, next: { $0 + 1 }, through: 6)
        let difference = Recursive.accumulate(-, 0, { $0 }, from: 1, next: { $0 + 1 }, through: 4)
        let primeSquares = Recursive.filteredAccumulate(+, 0, { $0 * $0 }, from: 2, next: { $0 + 1 }, through: 10,
                                                        where: { n in n > 1 && (2..<n).allSatisfy { n % $0 != 0 } })
        #expect(sumOfCubes == 3025)
        #expect(sumTo100 == 5050)
        #expect(factorial6 == 720)
        #expect(accumulatedCubes == 3025)
        #expect(accumulatedProduct == 720)
        #expect(difference == -2)
        #expect(difference == 1 - (2 - (3 - (4 - 0))))
        #expect(primeSquares == 87)
    }

    @Test func iterative() {
        let sumOfCubes = Iterative.sum({ $0 * $0 * $0 }, from: 1, next: { $0 + 1 }, through: 10)
        let sumTo100 = Iterative.sum({ $0 }, from: 1, next: { $0 + 1 }, through: 100)
        let factorial6 = Iterative.product({ $0 }, from: 1, next: { $0 + 1 }, through: 6)
        let accumulatedCubes = Iterative.accumulate(+, 0, { $0 * $0 * $0 }, from: 1, next: { $0 + 1 }, through: 10)
        let accumulatedProduct = Iterative.accumulate(*, 1, { $0 }, from: 1, next: { $0 + 1 }, through: 6)
        let difference = Iterative.accumulate(-, 0, { $0 }, from: 1, next: { $0 + 1 }, through: 4)
        let primeSquares = Iterative.filteredAccumulate(+, 0, { $0 * $0 }, from: 2, next: { $0 + 1 }, through: 10,
                                                        where: { n in n > 1 && (2..<n).allSatisfy { n % $0 != 0 } })
        #expect(sumOfCubes == 3025)
        #expect(sumTo100 == 5050)
        #expect(factorial6 == 720)
        #expect(accumulatedCubes == 3025)
        #expect(accumulatedProduct == 720)
        #expect(difference == -10)
        #expect(difference == (((0 - 1) - 2) - 3) - 4)
        #expect(primeSquares == 87)
    }

    @Test("isClose, the tolerance helper")
    func isCloseExamples() {
        #expect(isClose(0.1 + 0.2, 0.3))
        #expect(!isClose(3.14159, Double.pi))
        #expect(isClose(3.14159, Double.pi, tolerance: 1e-5))
        #expect(!isClose(.nan, .nan))
        #expect(isClose(.infinity, .infinity))
        #expect(!isClose(1e300, 1.0000000001e300))
    }
}

// MARK: - Every Swift example in Notes/, with the value the note shows

@Suite("Examples in Notes/Ex1.30 to Ex1.33")
struct NotesExamplesTests {
    @Test("Notes/Ex1.30-IterativeSum.md")
    func ex130IterativeSum() {
        func sumIntegers(_ a: Int, _ b: Int) -> Int {
            Iterative.sum(identity, from: a, next: inc, through: b)
        }
        #expect(sumIntegers(1, 10) == 55)
        #expect(sumIntegers(1, 100) == 5050)
        #expect(Iterative.sum(cube, from: 1, next: inc, through: 10) == 3025)
        #expect(Recursive.sum(cube, from: 1, next: inc, through: 10) == 3025)
        #expect(Iterative.sum(identity, from: 1, next: inc, through: 1_000_000) == 500_000_500_000)

        func piTerm(_ x: Int) -> Double { 1.0 / Double(x * (x + 2)) }
        func piNext(_ x: Int) -> Int { x + 4 }
        #expect(8 * Recursive.sum(piTerm, from: 1, next: piNext, through: 1000) == 3.139592655589783)
        #expect(8 * Iterative.sum(piTerm, from: 1, next: piNext, through: 1000) == 3.139592655589782)

        #expect((1...10).reduce(0) { $0 + cube($1) } == 3025)
    }

    @Test("Notes/Ex1.31-Product.md")
    func ex131Product() {
        #expect(Recursive.product(identity, from: 1, next: inc, through: 6) == 720)
        #expect(Iterative.product(identity, from: 1, next: inc, through: 5) == 120)

        func factorial(_ n: Int) -> Int {
            Iterative.product(identity, from: 1, next: inc, through: n)
        }
        #expect(factorial(0) == 1)
        #expect(factorial(20) == 2_432_902_008_176_640_000)

        let factorial30 = Iterative.product({ BigInt($0) }, from: 1, next: inc, through: 30)
        #expect(factorial30.description == "265252859812191058636308480000000")

        func wallisTerm(_ k: Int) -> Double {
            k.isMultiple(of: 2) ? Double(k + 2) / Double(k + 1) : Double(k + 1) / Double(k + 2)
        }
        #expect(4 * Iterative.product(wallisTerm, from: 1, next: inc, through: 100) == 3.1570301764551654)
        #expect(4 * Recursive.product(wallisTerm, from: 1, next: inc, through: 100) == 3.1570301764551645)
        #expect(4 * Iterative.product(wallisTerm, from: 1, next: inc, through: 1000) == 3.1431607055322552)
    }

    @Test("Notes/Ex1.32-Accumulate.md")
    func ex132Accumulate() {
        #expect(Recursive.accumulate(+, 0, identity, from: 1, next: inc, through: 10) == 55)
        #expect(Iterative.accumulate(+, 0, identity, from: 1, next: inc, through: 100) == 5050)
        #expect(Recursive.accumulate(*, 1, identity, from: 1, next: inc, through: 5) == 120)
        #expect(Iterative.accumulate(*, 1, identity, from: 1, next: inc, through: 6) == 720)

        func sum(_ term: (Int) -> Int, _ a: Int, _ next: (Int) -> Int, _ b: Int) -> Int {
            Iterative.accumulate(+, 0, term, from: a, next: next, through: b)
        }
        func product(_ term: (Int) -> Int, _ a: Int, _ next: (Int) -> Int, _ b: Int) -> Int {
            Iterative.accumulate(*, 1, term, from: a, next: next, through: b)
        }
        #expect(sum(identity, 1, inc, 10) == 55)
        #expect(product(identity, 1, inc, 6) == 720)

        #expect(Recursive.accumulate(-, 0, identity, from: 1, next: inc, through: 4) == -2)
        #expect(Iterative.accumulate(-, 0, identity, from: 1, next: inc, through: 4) == -10)

        func cons(_ x: String, _ rest: String) -> String { "(\(x) . \(rest))" }
        let recursiveList = Recursive.accumulate(cons, "()", { String($0) }, from: 1, next: inc, through: 3)
        let iterativeList = Iterative.accumulate(cons, "()", { String($0) }, from: 1, next: inc, through: 3)
        #expect(recursiveList == "(1 . (2 . (3 . ())))")
        #expect(iterativeList == "(((() . 1) . 2) . 3)")
    }

    @Test("Notes/Ex1.33-FilteredAccumulate.md")
    func ex133FilteredAccumulate() {
        // `square` and `isPrime` are the note's, in Support.swift.
        #expect(Iterative.filteredAccumulate(+, 0, square, from: 2, next: inc, through: 10, where: isPrime) == 87)
        #expect(Recursive.filteredAccumulate(+, 0, square, from: 2, next: inc, through: 10, where: isPrime) == 87)

        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        func productOfCoprimes(below n: Int) -> Int {
            Iterative.filteredAccumulate(*, 1, identity, from: 1, next: inc, through: n - 1,
                                         where: { gcd($0, n) == 1 })
        }
        #expect(productOfCoprimes(below: 10) == 189)

        #expect(Iterative.filteredAccumulate(+, 0, square, from: 1, next: inc, through: 6, where: { $0 <= 3 }) == 14)

        let lazySwift = stride(from: 2, through: 10, by: 1).lazy.filter(isPrime).map(square).reduce(0, +)
        #expect(lazySwift == 87)
    }
}
