import Testing
import SICP

/// SICP 3.5's streams as a Swift type: `cons-stream` with a memoized rest,
/// the book's procedures on it, and exercise 3.57's count of additions.
@Suite struct StreamTests {
    /// Counts what the delayed expressions run: a closure side effect.
    final class Counter {
        var count = 0
        func tick() { count += 1 }
    }

    func integers(from n: Int, counting counter: Counter) -> Stream<Int> {
        Stream(n, delayedRest: {
            counter.tick()
            return integers(from: n + 1, counting: counter)
        })
    }

    @Test func aRestIsForcedOnceHoweverOftenItIsRead() {
        let forced = Counter()
        let s = Stream(1, rest: { forced.tick(); return Stream(2, rest: .empty) }())
        #expect(forced.count == 0)
        #expect(s.rest.first == 2)
        #expect(s.rest.first == 2)
        #expect(s.rest.rest.isEmpty)
        // A copy of the stream shares the memoized rest.
        let copy = s
        #expect(copy.rest.first == 2)
        #expect(forced.count == 1)
    }

    @Test func anInfiniteStreamIsForcedOnlyAsFarAsItIsRead() {
        let forced = Counter()
        let naturals = integers(from: 0, counting: forced)
        #expect(forced.count == 0)
        #expect(naturals.ref(10) == 10)
        #expect(forced.count == 10)
        #expect(naturals.ref(5) == 5)
        #expect(naturals.head(11) == Array(0...10))
        #expect(forced.count == 10)
        // stream-head forces no rest past the last element it takes.
        #expect(naturals.head(12).last == 11)
        #expect(forced.count == 11)
    }

    @Test func mapAndFilterOverAnInfiniteStream() {
        let forced = Counter()
        var squared = 0
        let squares = integers(from: 1, counting: forced).map { (x: Int) -> Int in squared += 1; return x * x }
        // The first element now, nothing more.
        #expect(squared == 1)
        #expect(forced.count == 0)
        let odd = squares.filter { $0 % 2 == 1 }
        #expect(odd.first == 1)
        #expect(forced.count == 0)
        #expect(odd.head(3) == [1, 9, 25])
        // 1, 4, 9, 16, 25: five squares, four rests of the integers.
        #expect(squared == 5)
        #expect(forced.count == 4)
        #expect(odd.ref(2) == 25)
        #expect(squared == 5)
    }

    @Test func iterationForcesTheElementsOneByOne() {
        let forced = Counter()
        let s = integers(from: 1, counting: forced)
        var seen: [Int] = []
        for x in s {
            seen.append(x)
            #expect(forced.count == x - 1)
            if x == 4 { break }
        }
        #expect(seen == [1, 2, 3, 4])
        #expect(forced.count == 3)
        #expect(Array(s.prefix(6)) == [1, 2, 3, 4, 5, 6])
        #expect(forced.count == 5)
        #expect(Array(Stream([1, 2, 3])) == [1, 2, 3])
        #expect(Array(Stream<Int>.empty).isEmpty)
        #expect(Iterative.accumulate(+, 0, Stream([1, 2, 3, 4])) == 10)
    }

    @Test func finiteStreams() {
        #expect(Stream<Int>.empty.isEmpty)
        #expect(Stream<Int>.empty.head(3) == [])
        let s = Stream([1, 2, 3])
        #expect(!s.isEmpty)
        #expect(s.head(0) == [])
        #expect(s.head(10) == [1, 2, 3])
        #expect(s.ref(2) == 3)
        #expect(s.rest.rest.rest.isEmpty)
        #expect(s.filter { $0 > 5 }.isEmpty)
        #expect(s.map { $0 * 2 }.head(5) == [2, 4, 6])
        #expect(Stream.map(+, s, Stream.integers(from: 10)).head(5) == [11, 13, 15])
        #expect(Stream.add(s, s).head(5) == [2, 4, 6])
        #expect(Stream<Int>.map(+, s, .empty).isEmpty)
        // The stream reads its sequence one element per rest forced.
        var read = 0
        let lazy = Stream((1...5).lazy.map { (x: Int) -> Int in read += 1; return x })
        #expect(read == 1)
        #expect(lazy.ref(2) == 3)
        #expect(read == 3)
    }

    /// The book's `fibs`, defined implicitly with an addition that counts.
    func fibs(counting additions: Counter) -> Stream<Int> {
        let add = { (a: Int, b: Int) -> Int in additions.tick(); return a + b }
        return Stream<Int>.implicit { fibs in
            Stream(0, rest: Stream(1, rest: Stream.map(add, fibs().rest, fibs())))
        }
    }

    @Test("exercise 3.57: with memoization, F(n) takes n - 1 additions", arguments: [2, 3, 10, 20, 30, 90])
    func exercise357(n: Int) {
        let additions = Counter()
        let stream = fibs(counting: additions)
        var (a, b) = (0, 1)
        for _ in 0..<n { (a, b) = (b, a + b) }
        #expect(stream.ref(n) == a)
        #expect(additions.count == n - 1)
        // Read again: nothing is computed again.
        #expect(stream.ref(n) == a)
        #expect(additions.count == n - 1)
    }

    @Test("Notes/Ex3.57-MemoizedAdditions.md's Swift example")
    func theNotesExample() {
        var calls = 0
        let add = { (a: Int, b: Int) -> Int in calls += 1; return a + b }
        let fibs = Stream<Int>.implicit { fibs in
            Stream(0, rest: Stream(1, rest: Stream.map(add, fibs().rest, fibs())))
        }
        #expect(fibs.ref(20) == 6765)
        #expect(calls == 19)
    }

    @Test("exercise 3.57: without memoization the additions grow as the numbers do")
    func exercise357WithoutMemoization() {
        // Every `slow()` is a new stream: nothing one computed is seen by another.
        let additions = Counter()
        let add = { (a: Int, b: Int) -> Int in additions.tick(); return a + b }
        func slow() -> Stream<Int> {
            Stream(0, rest: Stream(1, rest: Stream.map(add, slow().rest, slow())))
        }
        #expect(slow().ref(20) == 6765)
        // 28,635: the count Notes/Ex3.57-MemoizedAdditions.md finds in Scheme.
        #expect(additions.count == 28635)
    }

    @Test func theSieveOfEratosthenes() {
        func sieve(_ s: Stream<Int>) -> Stream<Int> {
            Stream(s.first, rest: sieve(s.rest.filter { $0 % s.first != 0 }))
        }
        let primes = sieve(Stream.integers(from: 2))
        #expect(primes.head(10) == [2, 3, 5, 7, 11, 13, 17, 19, 23, 29])
        #expect(primes.ref(99) == 541)
        // SICP 3.5.2's primes defined implicitly, tested by the primes so far.
        let implicitPrimes = Stream<Int>.implicit { primes in
            Stream(2, rest: Stream.integers(from: 3).filter { n in
                for p in primes() {
                    if p * p > n { return true }
                    if n % p == 0 { return false }
                }
                return true
            })
        }
        #expect(implicitPrimes.ref(999) == 7919)
    }

    @Test("deep: ref(100_000) walks in a loop, a forced chain of a million is freed in a loop")
    func deepStreams() {
        #expect(Stream.integers(from: 0).ref(100_000) == 100_000)
        var s: Stream<Int>? = Stream.integers(from: 0)
        #expect(s?.ref(1_000_000) == 1_000_000)
        s = nil  // a recursive release of a million nodes would overflow this thread's stack
        #expect(s == nil)
        // A filtered and mapped chain too.
        let evens = Stream.integers(from: 0).filter { $0 % 2 == 0 }.map { $0 / 2 }
        #expect(evens.ref(300_000) == 300_000)
    }

    @Test("the doc comments' examples")
    func docExamples() {
        func integers(from n: Int) -> Stream<Int> {
            Stream(n, rest: integers(from: n + 1))
        }
        #expect(integers(from: 1).head(5) == [1, 2, 3, 4, 5])
        #expect(integers(from: 1).filter { $0 % 7 == 0 }.map { $0 * $0 }.ref(2) == 441)
        func sieve(_ s: Stream<Int>) -> Stream<Int> {
            Stream(s.first, rest: sieve(s.rest.filter { $0 % s.first != 0 }))
        }
        let primes = sieve(Stream.integers(from: 2))
        #expect(primes.ref(50) == 233)
        let fibs = Stream<Int>.implicit { fibs in
            Stream(0, rest: Stream(1, rest: Stream.add(fibs().rest, fibs())))
        }
        #expect(fibs.head(10) == [0, 1, 1, 2, 3, 5, 8, 13, 21, 34])
        #expect(fibs.ref(30) == 832040)
        #expect(Stream<Int>.empty.isEmpty == true)
        var forced = 0
        let s = Stream(1, rest: { forced += 1; return Stream(2, rest: .empty) }())
        let observed = (forced, s.rest.first, s.rest.first, forced)
        #expect(observed == (0, 2, 2, 1))
        let explicit = Stream(1) { Stream(2, rest: .empty) }
        #expect(explicit.head(5) == [1, 2])
        #expect(Stream.integers(from: 0).ref(100_000) == 100000)
        #expect(Stream.integers(from: 1).scaled(by: 2).head(4) == [2, 4, 6, 8])
        #expect(Stream([1, 2, 3]).map { $0 * 10 }.head(5) == [10, 20, 30])
        #expect(Stream.integers(from: 1).map { $0 * $0 }.head(4) == [1, 4, 9, 16])
        #expect(Stream.map(*, Stream.integers(from: 1), Stream([10, 20, 30])).head(5) == [10, 40, 90])
        #expect(Stream.map({ $0 + $1 * $2 }, Stream([1, 2]), Stream([3, 4]), Stream([5, 6])).head(3) == [16, 26])
        #expect(Stream.integers(from: 1).filter { $0 % 3 == 0 }.head(4) == [3, 6, 9, 12])
        #expect(Stream.add(Stream.integers(from: 1), Stream.integers(from: 10)).head(3) == [11, 13, 15])
        #expect(Stream([1, 2, 3]).scaled(by: 5).head(5) == [5, 10, 15])
        #expect(Stream.integers(from: 5).head(3) == [5, 6, 7])
        #expect(Stream.integers(from: BigInt(Int.max)).ref(2).description == "9223372036854775809")
    }
}
