// Shared helpers for the SICP tests: the process shapes under test, and a
// tolerance for Double results.

import Testing
@testable import SICP

/// A process shape: a namespace with SICP's four higher-order procedures,
/// as ``Recursive`` and ``Iterative`` have them.
///
/// To try your own shape, write it as a caseless enum with the four static
/// methods, declare the conformance and add it to ``shapes``:
///
///     enum Mine: AccumulateShape {
///         static func accumulate<Index: Comparable, Value>(…) rethrows -> Value { … }
///         …
///     }
///     let shapes: [any AccumulateShape.Type] = [Recursive.self, Iterative.self, Mine.self]
///
/// Every test that takes a `shape` argument then runs on it too. (The
/// protocol refines `SendableMetatype` so that a list of shapes can be the
/// arguments of a parameterized test; a caseless enum satisfies it as is.)
protocol AccumulateShape: SendableMetatype {
    /// `(sum term a next b)`: the terms added up; `.zero` for an empty range.
    static func sum<Index: Comparable, Value: AdditiveArithmetic>(
        _ term: (Index) throws -> Value,
        from a: Index,
        next: (Index) throws -> Index,
        through b: Index
    ) rethrows -> Value

    /// `(product term a next b)`: the terms multiplied; `1` for an empty range.
    static func product<Index: Comparable, Value: Numeric>(
        _ term: (Index) throws -> Value,
        from a: Index,
        next: (Index) throws -> Index,
        through b: Index
    ) rethrows -> Value

    /// `(accumulate combiner null-value term a next b)`.
    static func accumulate<Index: Comparable, Value>(
        _ combiner: (Value, Value) throws -> Value,
        _ nullValue: Value,
        _ term: (Index) throws -> Value,
        from a: Index,
        next: (Index) throws -> Index,
        through b: Index
    ) rethrows -> Value

    /// `(filtered-accumulate combiner null-value term a next b filter)`, the
    /// filter applied to the index `a`.
    static func filteredAccumulate<Index: Comparable, Value>(
        _ combiner: (Value, Value) throws -> Value,
        _ nullValue: Value,
        _ term: (Index) throws -> Value,
        from a: Index,
        next: (Index) throws -> Index,
        through b: Index,
        where predicate: (Index) throws -> Bool
    ) rethrows -> Value
}

extension Recursive: AccumulateShape {}
extension Iterative: AccumulateShape {}

/// Every process shape under test. Add your own (e.g. `Mine`) here and every
/// test that takes a `shape` runs on it.
let shapes: [any AccumulateShape.Type] = [Recursive.self, Iterative.self]

/// Whether two `Double`s agree within `tolerance`, absolutely near zero and
/// relatively (scaled by the larger magnitude) elsewhere.
///
/// A recursive fold rounds differently from an iterative one (right fold
/// against left fold), so `Double` results are compared with this, never
/// with `==`:
///
///     isClose(0.1 + 0.2, 0.3)                       // true
///     isClose(3.14159, Double.pi)                   // false
///     isClose(3.14159, Double.pi, tolerance: 1e-5)  // true
///
/// - Parameters:
///   - a: One value.
///   - b: The other value.
///   - tolerance: The largest difference accepted, relative to
///     `max(1, |a|, |b|)`. The default, 1e-12, is about 4500 units in the last
///     place at 1.0: room for the rounding of thousands of operations, far
///     below any error of method (a wrong term, a term too many).
/// - Returns: `true` if `a == b` (infinities included) or
///   `|a - b| <= tolerance * max(1, |a|, |b|)`; `false` if either is NaN.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-12) -> Bool {
    if a == b { return true }
    return abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

// MARK: - The small procedures of SICP 1.3.1, shared by the tests

/// `(define (inc n) (+ n 1))`
func inc(_ n: Int) -> Int { n + 1 }

/// `(define (identity x) x)`
func identity<T>(_ x: T) -> T { x }

/// `(define (square x) (* x x))`
func square(_ x: Int) -> Int { x * x }

/// `(define (cube x) (* x x x))`
func cube(_ x: Int) -> Int { x * x * x }

/// `(prime? n)` of SICP 1.2.6, by trial division; `false` below 2.
func isPrime(_ n: Int) -> Bool {
    guard n >= 2 else { return false }
    var divisor = 2
    while divisor * divisor <= n {
        if n % divisor == 0 { return false }
        divisor += 1
    }
    return true
}
