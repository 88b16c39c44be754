// The SICP library's procedures, each variant called as a learner would call
// it: from this module, with closures, on a size the optimiser cannot see.
//
// Every variant's result is checked once before timing (untimed), so that a
// table never compares computations that differ.

import SICP

/// Registers sum, product, accumulate and pascal.
func registerLibraryBenchmarks(into registry: inout Registry) {
    registerSumBenchmarks(into: &registry)
    registerProductBenchmarks(into: &registry)
    registerAccumulateBenchmarks(into: &registry)
    registerPascalBenchmarks(into: &registry)
}

/// The sizes of sum, product and accumulate; `--quick` takes those up to
/// 10^4, and sum also at 10^5 (past the main thread's depth limit, so that a
/// quick run goes through the depth probe and the large-stack thread).
private let accumulationSizes = [1_000, 10_000, 100_000, 1_000_000]
private let quickLimit = 10_000

/// Checks once (untimed) that `compute()` satisfies `isCorrect`, then returns
/// the closure to time: one call, its result into `blackHole`.
func checked<Result>(
    _ what: @autoclosure () -> String, _ compute: @escaping () -> Result,
    isCorrect: (Result) -> Bool
) -> () -> Void {
    let result = compute()
    precondition(isCorrect(result), "\(what()): wrong result \(result)")
    return { blackHole(compute()) }
}

/// Σ k for k = 1...n: n(n + 1)/2.
private func triangular(_ n: Int) -> Int { n * (n + 1) / 2 }

// MARK: - sum

private func registerSumBenchmarks(into registry: inout Registry) {
    registry.addFamily(BenchmarkFamily(
        name: "sum", parameter: "n",
        summary: "Σ k for k = 1...n on Int: sum({ $0 }, from: 1, next: { $0 + 1 }, through: n)",
        notes: [
            "baseline: the same sum as a while loop with term and next written in; "
                + "for-in: `for k in 1...n { total += k }`. All use Int's overflow-checked +.",
        ]))
    registry.addDepthProbe("sum") { depth in
        blackHole(Recursive.sum({ $0 }, from: 1, next: { $0 + 1 }, through: opaque(depth)))
    }
    for size in accumulationSizes {
        let quick = size <= 10 * quickLimit
        let expected = triangular(size)
        registry.add("sum", "recursive", size: size, quick: quick, stack: .recursion(probe: "sum")) {
            let n = opaque(size)
            // Checking would recurse on the main thread; the iterative check covers it.
            return { blackHole(Recursive.sum({ $0 }, from: 1, next: { $0 + 1 }, through: n)) }
        }
        registry.add("sum", "iterative", size: size, quick: quick) {
            let n = opaque(size)
            return checked("sum iterative", { Iterative.sum({ $0 }, from: 1, next: { $0 + 1 }, through: n) }) {
                $0 == expected
            }
        }
        registry.add("sum", "baseline", size: size, quick: quick) {
            let n = opaque(size)
            return checked("sum baseline", {
                var total = 0
                var k = 1
                while k <= n {
                    total += k
                    k += 1
                }
                return total
            }) { $0 == expected }
        }
        registry.add("sum", "for-in", size: size, quick: quick) {
            let n = opaque(size)
            return checked("sum for-in", {
                var total = 0
                for k in 1...n { total += k }
                return total
            }) { $0 == expected }
        }
    }
}

// MARK: - product

/// The term of the product: 1 + 1/k², on Double.
@inline(__always)
private func productTerm(_ k: Int) -> Double {
    let x = Double(k)
    return 1 + 1 / (x * x)
}

private func registerProductBenchmarks(into registry: inout Registry) {
    registry.addFamily(BenchmarkFamily(
        name: "product", parameter: "n",
        summary: "Π (1 + 1/k²) for k = 1...n on Double (tends to sinh π / π ≈ 3.676; an Int product would overflow)",
        notes: [
            "baseline: the same product as a while loop with term and next written in; "
                + "for-in: `for k in 1...n { result *= 1 + 1/(x*x) }`.",
        ]))
    registry.addDepthProbe("product") { depth in
        blackHole(Recursive.product(productTerm, from: 1, next: { $0 + 1 }, through: opaque(depth)))
    }
    // Π (1 + 1/k²) for k ≥ 1 is sinh(π)/π; the partial product up to n is
    // about that times (1 - 1/n). Both folds round differently (pitfall 2).
    let limit = 3.676_077_910_374_977_6
    func plausible(_ value: Double, _ n: Int) -> Bool {
        abs(value - limit * (1 - 1 / Double(n))) < 1e-6 * limit + limit / Double(n) / Double(n) * 2
    }
    for size in accumulationSizes {
        let quick = size <= quickLimit
        registry.add("product", "recursive", size: size, quick: quick, stack: .recursion(probe: "product")) {
            let n = opaque(size)
            return { blackHole(Recursive.product(productTerm, from: 1, next: { $0 + 1 }, through: n)) }
        }
        registry.add("product", "iterative", size: size, quick: quick) {
            let n = opaque(size)
            return checked("product iterative", { Iterative.product(productTerm, from: 1, next: { $0 + 1 }, through: n) }) {
                plausible($0, size)
            }
        }
        registry.add("product", "baseline", size: size, quick: quick) {
            let n = opaque(size)
            return checked("product baseline", {
                var result = 1.0
                var k = 1
                while k <= n {
                    let x = Double(k)
                    result *= 1 + 1 / (x * x)
                    k += 1
                }
                return result
            }) { plausible($0, size) }
        }
        registry.add("product", "for-in", size: size, quick: quick) {
            let n = opaque(size)
            return checked("product for-in", {
                var result = 1.0
                for k in 1...n {
                    let x = Double(k)
                    result *= 1 + 1 / (x * x)
                }
                return result
            }) { plausible($0, size) }
        }
    }
}

// MARK: - accumulate

private func registerAccumulateBenchmarks(into registry: inout Registry) {
    registry.addFamily(BenchmarkFamily(
        name: "accumulate", parameter: "n",
        summary: "accumulate(+, 0, { $0 }, from: 1, next: { $0 + 1 }, through: n) on Int: sum's Σ k, the combiner passed in",
        notes: [
            "baseline: `total = total + k` in a while loop; for-in: `for k in 1...n { total = total + k }`. "
                + "Same work as the sum table, so the two compare directly.",
        ]))
    registry.addDepthProbe("accumulate") { depth in
        blackHole(Recursive.accumulate(+, 0, { $0 }, from: 1, next: { $0 + 1 }, through: opaque(depth)))
    }
    for size in accumulationSizes {
        let quick = size <= quickLimit
        let expected = triangular(size)
        registry.add("accumulate", "recursive", size: size, quick: quick, stack: .recursion(probe: "accumulate")) {
            let n = opaque(size)
            return { blackHole(Recursive.accumulate(+, 0, { $0 }, from: 1, next: { $0 + 1 }, through: n)) }
        }
        registry.add("accumulate", "iterative", size: size, quick: quick) {
            let n = opaque(size)
            return checked("accumulate iterative", {
                Iterative.accumulate(+, 0, { $0 }, from: 1, next: { $0 + 1 }, through: n)
            }) { $0 == expected }
        }
        registry.add("accumulate", "baseline", size: size, quick: quick) {
            let n = opaque(size)
            return checked("accumulate baseline", {
                var total = 0
                var k = 1
                while k <= n {
                    total = total + k
                    k += 1
                }
                return total
            }) { $0 == expected }
        }
        registry.add("accumulate", "for-in", size: size, quick: quick) {
            let n = opaque(size)
            return checked("accumulate for-in", {
                var total = 0
                for k in 1...n { total = total + k }
                return total
            }) { $0 == expected }
        }
    }
}

// MARK: - pascal

/// C(n, k) by the multiplicative formula, each step exact:
/// after step i the value is C(n - k + i, i).
func binomial(_ n: Int, _ k: Int) -> Int {
    let k = min(k, n - k)
    guard k >= 0 else { return 0 }
    var result = 1
    var i = 1
    while i <= k {
        result = result * (n - k + i) / i
        i += 1
    }
    return result
}

/// `binomial` on `BigInt`, for rows past Int's range (C(66, 33) is the last
/// central one that fits).
func binomial(_ n: Int, _ k: Int, as: BigInt.Type) -> BigInt {
    let k = min(k, n - k)
    guard k >= 0 else { return 0 }
    var result = BigInt(1)
    var i = 1
    while i <= k {
        result = (result * BigInt(n - k + i)).quotient(dividingBy: BigInt(i))
        i += 1
    }
    return result
}

private func registerPascalBenchmarks(into registry: inout Registry) {
    registry.addFamily(BenchmarkFamily(
        name: "pascal", parameter: "row",
        summary: "Pascal.naive / .memoized(row: r, column: r/2), 1-based; baseline C(r-1, c-1) by the multiplicative formula",
        exponentialVariants: ["naive"],
        notes: [
            "Units of work: naive per call (2·C - 1 calls), memoized per memo cell ((r - c)(c - 1) cells), "
                + "baseline per multiply-divide step (c - 1 steps).",
            "Int overflows past row 67, so rows 100, 300 and 1000 use BigInt: memoized(row:column:as: BigInt.self) "
                + "and the closed form on BigInt (row 30 too, to compare with Int).",
        ]))
    let rows = [10, 14, 18, 22, 26, 30]
    let bigRows = [30, 100, 300, 1000]
    for row in rows {
        let column = row / 2
        let expected = binomial(row - 1, column - 1)
        let quick = row <= 18
        registry.add("pascal", "naive", size: row, work: Double(2 * expected - 1), unit: "call", quick: quick) {
            let (r, c) = (opaque(row), opaque(column))
            return checked("pascal naive", { Pascal.naive(row: r, column: c) }) { $0 == expected }
        }
        let cells = Double((row - column) * (column - 1))
        registry.add("pascal", "memoized", size: row, work: cells, unit: "cell", quick: quick) {
            let (r, c) = (opaque(row), opaque(column))
            return checked("pascal memoized", { Pascal.memoized(row: r, column: c) }) { $0 == expected }
        }
        registry.add("pascal", "baseline", size: row, work: Double(column - 1), unit: "step", quick: quick) {
            let (r, c) = (opaque(row), opaque(column))
            return checked("pascal baseline", { binomial(r - 1, c - 1) }) { $0 == expected }
        }
    }
    for row in bigRows {
        let column = row / 2
        let quick = row == 100
        let cells = Double((row - column) * (column - 1))
        registry.add(
            "pascal", "memoized-bigint", size: row, work: cells, unit: "cell", baseline: "baseline-bigint", quick: quick
        ) {
            let (r, c) = (opaque(row), opaque(column))
            let expected = binomial(row - 1, column - 1, as: BigInt.self)
            return checked("pascal memoized-bigint", { Pascal.memoized(row: r, column: c, as: BigInt.self) }) {
                $0 == expected
            }
        }
        registry.add(
            "pascal", "baseline-bigint", size: row, work: Double(column - 1), unit: "step", baseline: "baseline-bigint",
            quick: quick
        ) {
            let (r, c) = (opaque(row), opaque(column))
            // Checked against the Int formula where it fits, and against the
            // memoized table at every row (above).
            let expected: BigInt? = row <= 60 ? BigInt(binomial(row - 1, column - 1)) : nil
            return checked("pascal baseline-bigint", { binomial(r - 1, c - 1, as: BigInt.self) }) {
                expected == nil || $0 == expected
            }
        }
    }
}
