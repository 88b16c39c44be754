// Chapter 2's accumulate over a Swift sequence (SICP 2.2.3), both shapes side
// by side with a hand-written loop and Swift's own `reduce`, over the same
// array on a size the optimiser cannot see.

import SICP

/// Registers "fold": Recursive.accumulate (fold-right) and
/// Iterative.accumulate (fold-left) over [Int].
func registerSequenceBenchmarks(into registry: inout Registry) {
    registry.addFamily(BenchmarkFamily(
        name: "fold", parameter: "n",
        summary: "Σ x over [1...n] on Int: Recursive.accumulate(+, 0, xs) (fold-right), Iterative.accumulate(+, 0, xs) (fold-left)",
        notes: [
            "baseline: the same sum as a for-in loop over the array; reduce: xs.reduce(0, +). "
                + "The array is built before timing. All use Int's overflow-checked +.",
        ]))
    registry.addDepthProbe("fold") { depth in
        let xs = Array(1...max(1, opaque(depth)))
        blackHole(Recursive.accumulate(+, 0, xs))
    }
    for size in [1_000, 10_000, 100_000, 1_000_000] {
        let quick = size <= 100_000
        let expected = size * (size + 1) / 2
        registry.add("fold", "recursive", size: size, unit: "element", quick: quick, stack: .recursion(probe: "fold")) {
            let xs = Array(1...opaque(size))
            // Checking would recurse on the main thread; the iterative check covers it.
            return { blackHole(Recursive.accumulate(+, 0, xs)) }
        }
        registry.add("fold", "iterative", size: size, unit: "element", quick: quick) {
            let xs = Array(1...opaque(size))
            return checked("fold iterative", { Iterative.accumulate(+, 0, xs) }) { $0 == expected }
        }
        registry.add("fold", "baseline", size: size, unit: "element", quick: quick) {
            let xs = Array(1...opaque(size))
            return checked("fold baseline", {
                var total = 0
                for x in xs { total += x }
                return total
            }) { $0 == expected }
        }
        registry.add("fold", "reduce", size: size, unit: "element", quick: quick) {
            let xs = Array(1...opaque(size))
            return checked("fold reduce", { xs.reduce(0, +) }) { $0 == expected }
        }
    }
}
