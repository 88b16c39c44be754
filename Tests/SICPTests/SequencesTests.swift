import Testing
import SICP

/// Chapter 2's accumulate over Swift sequences in both shapes, and the book's
/// `enumerate-interval` and `flatmap` (SICP 2.2.3 and exercise 2.38).
@Suite struct SequencesTests {
    @Test func accumulateFoldsFromTheRightRecursivelyAndFromTheLeftIteratively() {
        #expect(Recursive.accumulate(+, 0, [1, 2, 3, 4, 5]) == 15)
        #expect(Iterative.accumulate(+, 0, [1, 2, 3, 4, 5]) == 15)
        #expect(Recursive.accumulate(*, 1, 1...5) == 120)
        #expect(Iterative.accumulate(*, 1, 1...5) == 120)
        // A non-commutative operation shows the order.
        #expect(Recursive.accumulate(-, 0, [1, 2, 3, 4]) == -2)
        #expect(Iterative.accumulate(-, 0, [1, 2, 3, 4]) == -10)
        let cons: (Int, [Int]) -> [Int] = { [$0] + $1 }
        #expect(Recursive.accumulate(cons, [], [1, 2, 3]) == [1, 2, 3])
        // Any Sequence: a string's characters, a lazy map.
        let joined: (Character, String) -> String = { String($0) + "(" + $1 + ")" }
        #expect(Recursive.accumulate(joined, "", "abc") == "a(b(c()))")
        let append: (String, Character) -> String = { $0 + String($1) }
        #expect(Iterative.accumulate(append, "", "abc") == "abc")
        let squares = (1...10).lazy.map { (k: Int) -> Int in k * k }
        let total = Iterative.accumulate(+, 0, squares)
        #expect(total == 385)
    }

    @Test func exercise238() {
        // (fold-right / 1 (list 1 2 3)) is 3/2, (fold-left / 1 (list 1 2 3)) is 1/6.
        #expect(isClose(Recursive.accumulate(/, 1.0, [1.0, 2, 3]), 1.5))
        #expect(isClose(Iterative.accumulate(/, 1.0, [1.0, 2, 3]), 1.0 / 6))
        let nested: (String, String) -> String = { "(\($0) \($1))" }
        #expect(Recursive.accumulate(nested, "()", ["1", "2", "3"]) == "(1 (2 (3 ())))")
        #expect(Iterative.accumulate(nested, "()", ["1", "2", "3"]) == "(((() 1) 2) 3)")
    }

    @Test func emptyAndOneElement() {
        #expect(Recursive.accumulate(+, 7, [Int]()) == 7)
        #expect(Iterative.accumulate(+, 7, [Int]()) == 7)
        #expect(Recursive.accumulate(-, 0, [5]) == 5)
        #expect(Iterative.accumulate(-, 0, [5]) == -5)
    }

    @Test func opIsCalledOncePerElementInEachShapesOrder() {
        var recursiveOrder: [Int] = []
        _ = Recursive.accumulate({ (x: Int, r: Int) in recursiveOrder.append(x); return r }, 0, [1, 2, 3])
        #expect(recursiveOrder == [3, 2, 1])
        var iterativeOrder: [Int] = []
        _ = Iterative.accumulate({ (r: Int, x: Int) in iterativeOrder.append(x); return r }, 0, [1, 2, 3])
        #expect(iterativeOrder == [1, 2, 3])
    }

    struct Stop: Error, Equatable {}

    @Test func aThrowingOperationStopsTheFold() {
        #expect(throws: Stop()) { try Recursive.accumulate({ (x: Int, _: Int) throws -> Int in throw Stop() }, 0, [1]) }
        #expect(throws: Stop()) { try Iterative.accumulate({ (_: Int, x: Int) throws -> Int in throw Stop() }, 0, [1]) }
        #expect(throws: Stop()) { try Recursive.flatMap({ (_: Int) throws -> [Int] in throw Stop() }, [1]) }
    }

    @Test func enumerateInterval() {
        #expect(Recursive.enumerateInterval(2, 7) == [2, 3, 4, 5, 6, 7])
        #expect(Iterative.enumerateInterval(2, 7) == [2, 3, 4, 5, 6, 7])
        #expect(Recursive.enumerateInterval(3, 2) == [])
        #expect(Iterative.enumerateInterval(3, 3) == [3])
        #expect(Iterative.enumerateInterval(0.5, 2.5) == [0.5, 1.5, 2.5])
        #expect(Recursive.enumerateInterval(BigInt(1), BigInt(3)) == [BigInt(1), BigInt(2), BigInt(3)])
    }

    @Test func flatMap() {
        let pairs: (Int) -> [[Int]] = { i in Recursive.enumerateInterval(1, i - 1).map { j in [i, j] } }
        let expected = [[2, 1], [3, 1], [3, 2], [4, 1], [4, 2], [4, 3]]
        #expect(Recursive.flatMap(pairs, Recursive.enumerateInterval(1, 4)) == expected)
        #expect(Iterative.flatMap(pairs, Iterative.enumerateInterval(1, 4)) == expected)
        #expect(Iterative.flatMap({ [$0, $0 * 10] }, [1, 2, 3]) == [1, 10, 2, 20, 3, 30])
        #expect(Recursive.flatMap({ [$0, $0 * 10] }, [1, 2, 3]) == [1, 10, 2, 20, 3, 30])
        #expect(Recursive.flatMap({ (_: Int) in [Int]() }, [1, 2]) == [])
        // The book's permutations (SICP 2.2.3) on flatMap.
        func permutations(_ s: [Int]) -> [[Int]] {
            if s.isEmpty { return [[]] }
            return Recursive.flatMap({ x in permutations(s.filter { $0 != x }).map { [x] + $0 } }, s)
        }
        #expect(permutations([1, 2, 3]) == [[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]])
    }

    @Test("the iterative shape runs in constant stack: a million elements")
    func iterativeMillion() {
        #expect(Iterative.accumulate(+, 0, 1...1_000_000) == 500_000_500_000)
        #expect(Iterative.enumerateInterval(1, 1_000_000).count == 1_000_000)
    }

    @Test("the doc comments' examples")
    func docExamples() {
        let cons: (Int, [Int]) -> [Int] = { [$0] + $1 }
        #expect(Recursive.accumulate(cons, [Int](), [1, 2, 3]) == [1, 2, 3])
        let pairs: (Int) -> [[Int]] = { i in Recursive.enumerateInterval(1, i - 1).map { j in [i, j] } }
        #expect(Recursive.flatMap(pairs, Recursive.enumerateInterval(1, 4))
            == [[2, 1], [3, 1], [3, 2], [4, 1], [4, 2], [4, 3]])
    }
}
