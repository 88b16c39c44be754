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
/// Every test that takes a `shape` argument then runs on it too.
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
