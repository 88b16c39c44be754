// SICP 3.5's streams as the library's `Stream`: walking far into a stream
// (`ref`), and the book's sieve of Eratosthenes, each beside a hand-written
// loop doing the same arithmetic without delayed, memoized rests.

import SICP

/// Registers "stream" and "sieve".
func registerStreamBenchmarks(into registry: inout Registry) {
    registry.addFamily(BenchmarkFamily(
        name: "stream", parameter: "n",
        summary: "Stream.integers(from: 0).ref(n): a new stream each call, n rests forced, the nodes freed",
        notes: [
            "Each call builds, forces and frees n + 1 nodes (a closure and a class instance each). "
                + "baseline: a loop adding 1 n times, the step through an opaque call so that the loop is not folded "
                + "away; unfold: Swift's sequence(first: 0, next: { $0 + 1 }), lazy but not memoized, n steps.",
        ]))
    for size in [1_000, 10_000, 100_000, 1_000_000] {
        let quick = size <= 100_000
        registry.add("stream", "memoized", size: size, unit: "element", quick: quick) {
            let n = opaque(size)
            return checked("stream memoized", { SICP.Stream.integers(from: 0).ref(n) }) { $0 == size }
        }
        registry.add("stream", "unfold", size: size, unit: "element", quick: quick) {
            let n = opaque(size)
            return checked("stream unfold", {
                var iterator = sequence(first: 0, next: { $0 + 1 }).makeIterator()
                for _ in 0..<n { _ = iterator.next() }
                return iterator.next()!
            }) { $0 == size }
        }
        registry.add("stream", "baseline", size: size, unit: "element", quick: quick) {
            let n = opaque(size)
            return checked("stream baseline", {
                var x = 0
                for _ in 0..<n { x = opaque(x) + 1 }
                return x
            }) { $0 == size }
        }
    }

    registry.addFamily(BenchmarkFamily(
        name: "sieve", parameter: "primes",
        summary: "the book's sieve (SICP 3.5.2) on Stream: the first `primes` primes",
        notes: [
            "stream: (define (sieve s) (cons-stream (stream-car s) (sieve (stream-filter ... (stream-cdr s))))), "
                + "one nested filter per prime found, on Stream<Int>. baseline: the same trial divisions as a hand loop "
                + "(each candidate divided by the primes found so far, in order, until one divides it), the primes in an array. "
                + "implicit: 3.5.2's primes defined implicitly (Stream.implicit), each candidate tested by the primes up to "
                + "its square root: fewer divisions, not the same algorithm.",
        ]))
    for size in [100, 300, 1_000] {
        let expected = [100: 541, 300: 1987, 1_000: 7919][size]!
        registry.add("sieve", "stream", size: size, unit: "prime", quick: true) {
            let n = opaque(size)
            func sieve(_ s: SICP.Stream<Int>) -> SICP.Stream<Int> {
                SICP.Stream(s.first, rest: sieve(s.rest.filter { $0 % s.first != 0 }))
            }
            return checked("sieve", { sieve(SICP.Stream.integers(from: 2)).ref(n - 1) }) { $0 == expected }
        }
        registry.add("sieve", "implicit", size: size, unit: "prime", quick: true) {
            let n = opaque(size)
            return checked("sieve implicit", {
                let primes = SICP.Stream<Int>.implicit { primes in
                    SICP.Stream(2, rest: SICP.Stream.integers(from: 3).filter { candidate in
                        for p in primes() {
                            if p * p > candidate { return true }
                            if candidate % p == 0 { return false }
                        }
                        return true
                    })
                }
                return primes.ref(n - 1)
            }) { $0 == expected }
        }
        registry.add("sieve", "baseline", size: size, unit: "prime", quick: true) {
            let n = opaque(size)
            return checked("sieve baseline", {
                var primes: [Int] = []
                primes.reserveCapacity(n)
                var candidate = 2
                while primes.count < n {
                    var isPrime = true
                    for p in primes where candidate % p == 0 {
                        isPrime = false
                        break
                    }
                    if isPrime { primes.append(candidate) }
                    candidate += 1
                }
                return primes[n - 1]
            }) { $0 == expected }
        }
    }
}
