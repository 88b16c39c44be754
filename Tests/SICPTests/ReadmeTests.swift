import Testing
import SICP

/// The Swift examples of README.md, exactly as written there.
@Suite struct ReadmeExamplesTests {
    @Test func theLibraryTour() {
        let cube = { (x: Int) in x * x * x }
        let inc = { (x: Int) in x + 1 }
        let recursiveSum = Recursive.sum(cube, from: 1, next: inc, through: 10)
        let iterativeSum = Iterative.sum(cube, from: 1, next: inc, through: 10)
        let factorial = Iterative.product({ BigInt($0) }, from: 1, next: inc, through: 30)
        let foldLeft = Iterative.accumulate(-, 0, { $0 }, from: 1, next: inc, through: 4)
        let foldRight = Recursive.accumulate(-, 0, { $0 }, from: 1, next: inc, through: 4)
        let naive = Pascal.naive(row: 10, column: 3)
        let big = Pascal.memoized(row: 1001, column: 501, as: BigInt.self)
        #expect(recursiveSum == 3025)
        #expect(iterativeSum == 3025)
        #expect(factorial.description == "265252859812191058636308480000000")
        #expect(foldLeft == -10)
        #expect(foldRight == -2)
        #expect(naive == 36)
        // C(1000, 500) by the multiplicative formula.
        var c = BigInt(1)
        for i in 1...500 { c = (c * BigInt(500 + i)).quotient(dividingBy: BigInt(i)) }
        #expect(big == c)
    }

    @Test func theSequencesTour() {
        let right = Recursive.accumulate(-, 0, [1, 2, 3, 4])
        let left = Iterative.accumulate(-, 0, [1, 2, 3, 4])
        let interval = Recursive.enumerateInterval(2, 7)
        let flat = Iterative.flatMap({ [$0, $0 * 10] }, [1, 2])
        #expect(right == -2)
        #expect(left == -10)
        #expect(interval == [2, 3, 4, 5, 6, 7])
        #expect(flat == [1, 10, 2, 20])
    }

    @Test func theStreamsTour() {
        func sieve(_ s: Stream<Int>) -> Stream<Int> {
            Stream(s.first, rest: sieve(s.rest.filter { $0 % s.first != 0 }))
        }
        #expect(sieve(Stream.integers(from: 2)).head(5) == [2, 3, 5, 7, 11])
        let fibs = Stream<Int>.implicit { fibs in
            Stream(0, rest: Stream(1, rest: Stream.add(fibs().rest, fibs())))
        }
        #expect(fibs.ref(30) == 832040)
    }
}
