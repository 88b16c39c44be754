// SICP 1.3.1 and exercises 1.30-1.33: `sum`, `product`, `accumulate` and
// `filtered-accumulate`, each in the two process shapes of SICP 1.2.1.
//
// SICP's argument order, Swift's labels:
//
//     (sum cube 1 inc 10)            Recursive.sum(cube, from: 1, next: inc, through: 10)
//     (accumulate + 0 cube 1 inc 10) Iterative.accumulate(+, 0, cube, from: 1, next: inc, through: 10)
//
// Both shapes test the range as SICP does, `a > b`, call `term` and then `next`
// exactly once per term in order from `a`, and never call either for an empty
// range. They differ only in how they combine:
//
//     Recursive: combiner(term(a), <the rest>)   a linear recursive process
//     Iterative: result = combiner(result, term(a))   a linear iterative process

/// The linear recursive process shape of SICP 1.2.1: deferred operations pile
/// up until the range is exhausted, then are performed on the way back.
///
/// Every procedure in `Recursive` is written as SICP writes it in section 1.3.1,
/// a real recursion:
///
///     (define (sum term a next b)
///       (if (> a b)
///           0
///           (+ (term a)
///              (sum term (next a) next b))))
///
/// so the native stack grows by one frame per term and the result is folded
/// from the right: `term(a) ⊕ (term(next(a)) ⊕ (… ⊕ nullValue))`.
///
///     Recursive.sum({ $0 * $0 * $0 }, from: 1, next: { $0 + 1 }, through: 10)
///     // 3025
///     Recursive.accumulate(-, 0, { $0 }, from: 1, next: { $0 + 1 }, through: 4)
///     // -2, that is 1 - (2 - (3 - (4 - 0)))
///
/// Compare ``Iterative``, which computes the same values in constant stack.
///
/// - Complexity: O(_n_) calls of `term`, `next` and the combiner, and O(_n_)
///   stack depth, where _n_ is the number of terms. Swift does not promise tail
///   calls, and these calls are not in tail position anyway. Past the stack's
///   end the process crashes: an 8 MiB stack holds about 58,000 terms of
///   `Recursive.sum` over `Int` in a release build and about 16,000 in a debug
///   build (x86-64, Swift 6.3; a debug frame is about 512 bytes). For long
///   ranges use ``Iterative``.
public enum Recursive {}

/// The linear iterative process shape of SICP 1.2.1 (exercise 1.30): the whole
/// state of the computation is a pair of variables, `a` and `result`.
///
/// Every procedure in `Iterative` is written as the iterative versions of
/// exercises 1.30 and 1.32 are written,
///
///     (define (sum term a next b)
///       (define (iter a result)
///         (if (> a b)
///             result
///             (iter (next a) (+ result (term a)))))
///       (iter a 0))
///
/// as a `while` loop (Swift does not promise tail calls), so the stack does not
/// grow and the result is folded from the left:
/// `((nullValue ⊕ term(a)) ⊕ term(next(a))) ⊕ …`.
///
///     Iterative.sum({ $0 * $0 * $0 }, from: 1, next: { $0 + 1 }, through: 10)
///     // 3025
///     Iterative.accumulate(-, 0, { $0 }, from: 1, next: { $0 + 1 }, through: 4)
///     // -10, that is (((0 - 1) - 2) - 3) - 4
///
/// Compare ``Recursive``, which computes the same values with a growing stack.
///
/// - Complexity: O(_n_) calls of `term`, `next` and the combiner, and O(1)
///   stack depth, where _n_ is the number of terms.
public enum Iterative {}

// MARK: - Recursive

extension Recursive {
    /// Combines the terms of a range with `combiner`, as a linear recursive
    /// process (SICP exercise 1.32, `accumulate`).
    ///
    /// The result is `combiner(term(a), combiner(term(next(a)), … combiner(term(last), nullValue)))`:
    /// a fold from the right.
    ///
    ///     Recursive.accumulate(+, 0, { $0 * $0 * $0 }, from: 1, next: { $0 + 1 }, through: 10)
    ///     // 3025
    ///     Recursive.accumulate(*, 1, { $0 }, from: 1, next: { $0 + 1 }, through: 6)
    ///     // 720
    ///     Recursive.accumulate(-, 0, { $0 }, from: 1, next: { $0 + 1 }, through: 4)
    ///     // -2, that is 1 - (2 - (3 - (4 - 0)))
    ///
    /// - Parameters:
    ///   - combiner: Combines a term (left) with the combination of the rest of
    ///     the range (right).
    ///   - nullValue: The value of an empty range, combined last.
    ///   - term: The value of the term at an index. Called once per term, in
    ///     order from `a`.
    ///   - a: The first index.
    ///   - next: The index after its argument. Called once per term, after
    ///     `term` for that index.
    ///   - b: The last index, inclusive: the range ends at the first index `i`
    ///     with `i > b`.
    /// - Returns: The combined terms, or `nullValue` if `a > b`.
    ///
    /// - Complexity: O(_n_) time (calls of `term`, `next` and `combiner`) and
    ///   O(_n_) stack depth, where _n_ is the number of terms.
    ///   Arithmetic on fixed-width integers traps on overflow, as Swift's `+`
    ///   and `*` do. With `Double` terms the rounding differs from
    ///   ``Iterative/accumulate(_:_:_:from:next:through:)``, which folds from
    ///   the left: compare the results with a tolerance, not `==`.
    @inlinable
    public static func accumulate<Index: Comparable, Value>(
        _ combiner: (Value, Value) throws -> Value,
        _ nullValue: Value,
        _ term: (Index) throws -> Value,
        from a: Index,
        next: (Index) throws -> Index,
        through b: Index
    ) rethrows -> Value {
        if a > b { return nullValue }
        // Swift evaluates arguments left to right: term(a), then next(a),
        // then the rest of the range; the combiner waits for all of them.
        return try combiner(term(a), accumulate(combiner, nullValue, term, from: next(a), next: next, through: b))
    }

    /// Combines the terms of a range whose index satisfies `predicate`, as a
    /// linear recursive process (SICP exercise 1.33, `filtered-accumulate`).
    ///
    /// The filter tests the *index* `a`, not `term(a)`, as the standard
    /// solutions to exercise 1.33 do: "the sum of the squares of the prime
    /// numbers in the interval a to b" tests the numbers, then squares them.
    /// `term` is called only for the indices that pass; `next` and `predicate`
    /// are called for every index in the range.
    ///
    ///     Recursive.filteredAccumulate(+, 0, { $0 * $0 }, from: 2, next: { $0 + 1 }, through: 10,
    ///                                  where: { n in n > 1 && (2..<n).allSatisfy { n % $0 != 0 } })
    ///     // 87, that is 4 + 9 + 25 + 49
    ///
    /// - Parameters:
    ///   - combiner: Combines a term (left) with the combination of the rest of
    ///     the range (right).
    ///   - nullValue: The value of an empty range, combined last.
    ///   - term: The value of the term at an index. Called once per index that
    ///     passes `predicate`, in order from `a`.
    ///   - a: The first index.
    ///   - next: The index after its argument. Called once per index in the
    ///     range, after `predicate` (and `term`) for that index.
    ///   - b: The last index, inclusive.
    ///   - predicate: Whether the index takes part. Called once per index in
    ///     the range, in order from `a`.
    /// - Returns: The combined terms of the indices that pass, or `nullValue`
    ///   if none does.
    ///
    /// - Complexity: O(_n_) time (calls of `predicate` and `next`; `term` and
    ///   `combiner` only for the indices that pass) and O(_n_) stack depth,
    ///   where _n_ is the number of indices in the range, filtered or not.
    ///   Fixed-width integer overflow traps; `Double` results round
    ///   differently from the iterative shape.
    @inlinable
    public static func filteredAccumulate<Index: Comparable, Value>(
        _ combiner: (Value, Value) throws -> Value,
        _ nullValue: Value,
        _ term: (Index) throws -> Value,
        from a: Index,
        next: (Index) throws -> Index,
        through b: Index,
        where predicate: (Index) throws -> Bool
    ) rethrows -> Value {
        if a > b { return nullValue }
        if try predicate(a) {
            return try combiner(
                term(a),
                filteredAccumulate(combiner, nullValue, term, from: next(a), next: next, through: b, where: predicate))
        }
        return try filteredAccumulate(combiner, nullValue, term, from: next(a), next: next, through: b, where: predicate)
    }

    /// Adds the terms of a range, as a linear recursive process (SICP 1.3.1,
    /// `sum`).
    ///
    ///     Recursive.sum({ $0 * $0 * $0 }, from: 1, next: { $0 + 1 }, through: 10)
    ///     // 3025
    ///     Recursive.sum({ $0 }, from: 1, next: { $0 + 1 }, through: 100)
    ///     // 5050
    ///
    /// The same as `accumulate(+, .zero, term, from: a, next: next, through: b)`.
    ///
    /// - Parameters:
    ///   - term: The value of the term at an index. Called once per term, in
    ///     order from `a`.
    ///   - a: The first index.
    ///   - next: The index after its argument. Called once per term, after
    ///     `term` for that index.
    ///   - b: The last index, inclusive.
    /// - Returns: `term(a) + (term(next(a)) + (… + 0))`, or `.zero` if `a > b`.
    ///
    /// - Complexity: O(_n_) time and O(_n_) stack depth, where _n_ is the
    ///   number of terms. `Int` overflow traps: for exact sums of any size use
    ///   ``BigInt`` terms. With `Double` terms the sum rounds differently from
    ///   ``Iterative/sum(_:from:next:through:)`` (right fold against left fold).
    @inlinable
    public static func sum<Index: Comparable, Value: AdditiveArithmetic>(
        _ term: (Index) throws -> Value,
        from a: Index,
        next: (Index) throws -> Index,
        through b: Index
    ) rethrows -> Value {
        try accumulate(+, .zero, term, from: a, next: next, through: b)
    }

    /// Multiplies the terms of a range, as a linear recursive process (SICP
    /// exercise 1.31, `product`).
    ///
    ///     Recursive.product({ $0 }, from: 1, next: { $0 + 1 }, through: 6)
    ///     // 720
    ///
    /// The same as `accumulate(*, 1, term, from: a, next: next, through: b)`.
    ///
    /// - Parameters:
    ///   - term: The value of the term at an index. Called once per term, in
    ///     order from `a`.
    ///   - a: The first index.
    ///   - next: The index after its argument. Called once per term, after
    ///     `term` for that index.
    ///   - b: The last index, inclusive.
    /// - Returns: `term(a) * (term(next(a)) * (… * 1))`, or `1` if `a > b`.
    ///
    /// - Complexity: O(_n_) time and O(_n_) stack depth, where _n_ is the
    ///   number of terms. `Int` overflow traps (21! already does): for exact
    ///   products use ``BigInt`` terms. With `Double` terms the product rounds
    ///   differently from ``Iterative/product(_:from:next:through:)``.
    @inlinable
    public static func product<Index: Comparable, Value: Numeric>(
        _ term: (Index) throws -> Value,
        from a: Index,
        next: (Index) throws -> Index,
        through b: Index
    ) rethrows -> Value {
        try accumulate(*, 1, term, from: a, next: next, through: b)
    }
}

// MARK: - Iterative

extension Iterative {
    /// Combines the terms of a range with `combiner`, as a linear iterative
    /// process (SICP exercise 1.32, `accumulate`, iterative version).
    ///
    /// The result is `combiner(… combiner(combiner(nullValue, term(a)), term(next(a))) …, term(last))`:
    /// a fold from the left, starting with `nullValue`.
    ///
    ///     Iterative.accumulate(+, 0, { $0 * $0 * $0 }, from: 1, next: { $0 + 1 }, through: 10)
    ///     // 3025
    ///     Iterative.accumulate(*, 1, { $0 }, from: 1, next: { $0 + 1 }, through: 6)
    ///     // 720
    ///     Iterative.accumulate(-, 0, { $0 }, from: 1, next: { $0 + 1 }, through: 4)
    ///     // -10, that is (((0 - 1) - 2) - 3) - 4
    ///
    /// - Parameters:
    ///   - combiner: Combines the result so far (left) with the next term
    ///     (right).
    ///   - nullValue: The value of an empty range, and the initial result.
    ///   - term: The value of the term at an index. Called once per term, in
    ///     order from `a`.
    ///   - a: The first index.
    ///   - next: The index after its argument. Called once per term, after
    ///     `term` for that index.
    ///   - b: The last index, inclusive: the loop stops at the first index `i`
    ///     with `i > b`.
    /// - Returns: The combined terms, or `nullValue` if `a > b`.
    ///
    /// - Complexity: O(_n_) time (calls of `term`, `next` and `combiner`) and
    ///   O(1) stack depth, where _n_ is the number of terms.
    ///   Arithmetic on fixed-width integers traps on overflow, as Swift's `+`
    ///   and `*` do. With `Double` terms the rounding differs from
    ///   ``Recursive/accumulate(_:_:_:from:next:through:)``, which folds from
    ///   the right: compare the results with a tolerance, not `==`.
    @inlinable
    public static func accumulate<Index: Comparable, Value>(
        _ combiner: (Value, Value) throws -> Value,
        _ nullValue: Value,
        _ term: (Index) throws -> Value,
        from a: Index,
        next: (Index) throws -> Index,
        through b: Index
    ) rethrows -> Value {
        var a = a
        var result = nullValue
        while !(a > b) {
            result = try combiner(result, try term(a))
            a = try next(a)
        }
        return result
    }

    /// Combines the terms of a range whose index satisfies `predicate`, as a
    /// linear iterative process (SICP exercise 1.33, `filtered-accumulate`).
    ///
    /// The filter tests the *index* `a`, not `term(a)`, as the standard
    /// solutions to exercise 1.33 do: "the sum of the squares of the prime
    /// numbers in the interval a to b" tests the numbers, then squares them.
    /// `term` is called only for the indices that pass; `next` and `predicate`
    /// are called for every index in the range.
    ///
    ///     Iterative.filteredAccumulate(+, 0, { $0 * $0 }, from: 2, next: { $0 + 1 }, through: 10,
    ///                                  where: { n in n > 1 && (2..<n).allSatisfy { n % $0 != 0 } })
    ///     // 87, that is 4 + 9 + 25 + 49
    ///
    /// - Parameters:
    ///   - combiner: Combines the result so far (left) with the next term that
    ///     passes (right).
    ///   - nullValue: The value of an empty range, and the initial result.
    ///   - term: The value of the term at an index. Called once per index that
    ///     passes `predicate`, in order from `a`.
    ///   - a: The first index.
    ///   - next: The index after its argument. Called once per index in the
    ///     range, after `predicate` (and `term`) for that index.
    ///   - b: The last index, inclusive.
    ///   - predicate: Whether the index takes part. Called once per index in
    ///     the range, in order from `a`.
    /// - Returns: The combined terms of the indices that pass, or `nullValue`
    ///   if none does.
    ///
    /// - Complexity: O(_n_) time (calls of `predicate` and `next`; `term` and
    ///   `combiner` only for the indices that pass) and O(1) stack depth,
    ///   where _n_ is the number of indices in the range, filtered or not.
    ///   Fixed-width integer overflow traps; `Double` results round
    ///   differently from the recursive shape.
    @inlinable
    public static func filteredAccumulate<Index: Comparable, Value>(
        _ combiner: (Value, Value) throws -> Value,
        _ nullValue: Value,
        _ term: (Index) throws -> Value,
        from a: Index,
        next: (Index) throws -> Index,
        through b: Index,
        where predicate: (Index) throws -> Bool
    ) rethrows -> Value {
        var a = a
        var result = nullValue
        while !(a > b) {
            if try predicate(a) {
                result = try combiner(result, try term(a))
            }
            a = try next(a)
        }
        return result
    }

    /// Adds the terms of a range, as a linear iterative process (SICP
    /// exercise 1.30, iterative `sum`).
    ///
    ///     Iterative.sum({ $0 * $0 * $0 }, from: 1, next: { $0 + 1 }, through: 10)
    ///     // 3025
    ///     Iterative.sum({ $0 }, from: 1, next: { $0 + 1 }, through: 100)
    ///     // 5050
    ///
    /// The same as `accumulate(+, .zero, term, from: a, next: next, through: b)`.
    ///
    /// - Parameters:
    ///   - term: The value of the term at an index. Called once per term, in
    ///     order from `a`.
    ///   - a: The first index.
    ///   - next: The index after its argument. Called once per term, after
    ///     `term` for that index.
    ///   - b: The last index, inclusive.
    /// - Returns: `((0 + term(a)) + term(next(a))) + …`, or `.zero` if `a > b`.
    ///
    /// - Complexity: O(_n_) time and O(1) stack depth, where _n_ is the number
    ///   of terms. `Int` overflow traps: for exact sums of any size use
    ///   ``BigInt`` terms. With `Double` terms the sum rounds differently from
    ///   ``Recursive/sum(_:from:next:through:)`` (left fold against right fold).
    @inlinable
    public static func sum<Index: Comparable, Value: AdditiveArithmetic>(
        _ term: (Index) throws -> Value,
        from a: Index,
        next: (Index) throws -> Index,
        through b: Index
    ) rethrows -> Value {
        try accumulate(+, .zero, term, from: a, next: next, through: b)
    }

    /// Multiplies the terms of a range, as a linear iterative process (SICP
    /// exercise 1.31, iterative `product`).
    ///
    ///     Iterative.product({ $0 }, from: 1, next: { $0 + 1 }, through: 6)
    ///     // 720
    ///
    /// The same as `accumulate(*, 1, term, from: a, next: next, through: b)`.
    ///
    /// - Parameters:
    ///   - term: The value of the term at an index. Called once per term, in
    ///     order from `a`.
    ///   - a: The first index.
    ///   - next: The index after its argument. Called once per term, after
    ///     `term` for that index.
    ///   - b: The last index, inclusive.
    /// - Returns: `((1 * term(a)) * term(next(a))) * …`, or `1` if `a > b`.
    ///
    /// - Complexity: O(_n_) time and O(1) stack depth, where _n_ is the number
    ///   of terms. `Int` overflow traps (21! already does): for exact products
    ///   use ``BigInt`` terms. With `Double` terms the product rounds
    ///   differently from ``Recursive/product(_:from:next:through:)``.
    @inlinable
    public static func product<Index: Comparable, Value: Numeric>(
        _ term: (Index) throws -> Value,
        from a: Index,
        next: (Index) throws -> Index,
        through b: Index
    ) rethrows -> Value {
        try accumulate(*, 1, term, from: a, next: next, through: b)
    }
}
