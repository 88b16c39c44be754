// SICP 2.2.3, "Sequences as conventional interfaces": chapter 2's
// `accumulate` over any Swift `Sequence`, `flatmap` and `enumerate-interval`,
// each in the two process shapes of SICP 1.2.1.
//
//     (accumulate + 0 (list 1 2 3 4 5))      Recursive.accumulate(+, 0, [1, 2, 3, 4, 5])
//     (fold-left + 0 (list 1 2 3 4 5))       Iterative.accumulate(+, 0, [1, 2, 3, 4, 5])
//     (enumerate-interval 2 7)               Recursive.enumerateInterval(2, 7)
//     (flatmap proc seq)                     Recursive.flatMap(proc, seq)
//
// The recursive shape is the book's `accumulate` (MIT's `fold-right`): the
// operation combines an element with the accumulation of the elements after
// it, `op(x1, op(x2, … op(xn, initial)))`, a real recursion. The iterative
// shape is exercise 2.38's `fold-left`: `op(… op(op(initial, x1), x2) …, xn)`,
// a loop. With an operation that is not associative they differ, as 2.38
// shows: `(fold-right / 1 (list 1 2 3))` is 3/2, `(fold-left / 1 (list 1 2 3))`
// is 1/6.

extension Recursive {
    /// Chapter 2's `accumulate` (SICP 2.2.3): combines the elements of a
    /// sequence from the right, as a linear recursive process.
    ///
    ///     (define (accumulate op initial sequence)
    ///       (if (null? sequence)
    ///           initial
    ///           (op (car sequence)
    ///               (accumulate op initial (cdr sequence)))))
    ///
    ///     Recursive.accumulate(+, 0, [1, 2, 3, 4, 5])
    ///     // 15
    ///     Recursive.accumulate({ [$0] + $1 }, [Int](), [1, 2, 3])
    ///     // [1, 2, 3]
    ///     Recursive.accumulate(-, 0, [1, 2, 3, 4])
    ///     // -2, that is 1 - (2 - (3 - (4 - 0)))
    ///
    /// - Parameters:
    ///   - op: Combines an element (left) with the accumulation of the
    ///     elements after it (right). Called once per element, last element
    ///     first (the deferred operations run on the way back).
    ///   - initial: The value of an empty sequence, combined with the last
    ///     element.
    ///   - sequence: The elements, read once, in order.
    /// - Returns: `op(x1, op(x2, … op(xn, initial)))`, or `initial` for an
    ///   empty sequence.
    ///
    /// - Complexity: O(_n_) time (calls of `op`) and O(_n_) stack depth, where
    ///   _n_ is the number of elements: one native frame per element. Past the
    ///   stack's end the process crashes (an 8 MiB stack holds tens of
    ///   thousands of elements); for long sequences use
    ///   ``Iterative/accumulate(_:_:_:)``, which folds from the left.
    ///   Fixed-width integer arithmetic in `op` traps on overflow; `Double`
    ///   folds round differently from the left fold's.
    @inlinable
    public static func accumulate<S: Sequence, Result>(
        _ op: (S.Element, Result) throws -> Result,
        _ initial: Result,
        _ sequence: S
    ) rethrows -> Result {
        var iterator = sequence.makeIterator()
        return try accumulateRest(op, initial, &iterator)
    }

    /// The book's recursion: the rest is accumulated first, then combined.
    @inlinable
    static func accumulateRest<I: IteratorProtocol, Result>(
        _ op: (I.Element, Result) throws -> Result,
        _ initial: Result,
        _ iterator: inout I
    ) rethrows -> Result {
        guard let first = iterator.next() else { return initial }
        let rest = try accumulateRest(op, initial, &iterator)
        return try op(first, rest)
    }

    /// SICP 2.2.3's `enumerate-interval`: the integers from `low` through
    /// `high`, as a linear recursive process.
    ///
    ///     (define (enumerate-interval low high)
    ///       (if (> low high)
    ///           nil
    ///           (cons low (enumerate-interval (+ low 1) high))))
    ///
    ///     Recursive.enumerateInterval(2, 7)
    ///     // [2, 3, 4, 5, 6, 7]
    ///
    /// Each level conses its `low` onto the list the deeper levels built, on
    /// the way back. A Swift array has no O(1) `cons`, so the levels append
    /// to an array that is built back to front and reversed once at the end.
    ///
    /// - Parameters:
    ///   - low: The first element.
    ///   - high: The last element, inclusive; an empty array if `low > high`.
    /// - Returns: `[low, low + 1, …, high]`.
    ///
    /// - Complexity: O(_n_) time and O(_n_) stack depth for _n_ elements
    ///   (see ``Iterative/enumerateInterval(_:_:)`` for constant stack).
    @inlinable
    public static func enumerateInterval<T: Comparable & Numeric>(_ low: T, _ high: T) -> [T] {
        var reversed: [T] = []
        consInterval(low, high, &reversed)
        reversed.reverse()
        return reversed
    }

    @inlinable
    static func consInterval<T: Comparable & Numeric>(_ low: T, _ high: T, _ out: inout [T]) {
        if low > high { return }
        consInterval(low + 1, high, &out)
        out.append(low)
    }

    /// SICP 2.2.3's `flatmap`: maps `proc` over a sequence and appends the
    /// results, as a linear recursive process (`accumulate append`).
    ///
    ///     (define (flatmap proc seq)
    ///       (accumulate append nil (map proc seq)))
    ///
    ///     Recursive.flatMap({ i in Recursive.enumerateInterval(1, i - 1).map { j in [i, j] } },
    ///                       Recursive.enumerateInterval(1, 4))
    ///     // [[2, 1], [3, 1], [3, 2], [4, 1], [4, 2], [4, 3]]
    ///
    /// `proc` is called on the elements in order (the book's `map` does so in
    /// MIT Scheme too); the appends run on the way back, from the last
    /// result to the first, each result's elements consed in front (built
    /// back to front and reversed once, as in ``enumerateInterval(_:_:)``).
    ///
    /// - Parameters:
    ///   - proc: The sequence of an element. Called once per element, in order.
    ///   - sequence: The elements, read once.
    /// - Returns: The concatenation of `proc(x)` for each `x`, in order.
    ///
    /// - Complexity: O(_n_ + _m_) time for _n_ elements and _m_ results in all,
    ///   and O(_n_) stack depth.
    @inlinable
    public static func flatMap<S: Sequence, Results: Sequence>(
        _ proc: (S.Element) throws -> Results,
        _ sequence: S
    ) rethrows -> [Results.Element] {
        let mapped = try sequence.map(proc)
        var reversed: [Results.Element] = []
        appendRest(mapped[...], &reversed)
        reversed.reverse()
        return reversed
    }

    @inlinable
    static func appendRest<Results: Sequence>(_ pieces: ArraySlice<Results>, _ out: inout [Results.Element]) {
        guard let first = pieces.first else { return }
        appendRest(pieces.dropFirst(), &out)
        out.append(contentsOf: first.reversed())
    }
}

extension Iterative {
    /// Exercise 2.38's `fold-left`: combines the elements of a sequence from
    /// the left, as a linear iterative process.
    ///
    ///     (define (fold-left op initial sequence)
    ///       (define (iter result rest)
    ///         (if (null? rest)
    ///             result
    ///             (iter (op result (car rest))
    ///                   (cdr rest))))
    ///       (iter initial sequence))
    ///
    ///     Iterative.accumulate(+, 0, [1, 2, 3, 4, 5])
    ///     // 15
    ///     Iterative.accumulate(-, 0, [1, 2, 3, 4])
    ///     // -10, that is (((0 - 1) - 2) - 3) - 4
    ///
    /// - Parameters:
    ///   - op: Combines the accumulation so far (left) with the next element
    ///     (right). Called once per element, in order.
    ///   - initial: The accumulation of no elements, combined with the first.
    ///   - sequence: The elements, read once, in order.
    /// - Returns: `op(… op(op(initial, x1), x2) …, xn)`, or `initial` for an
    ///   empty sequence.
    ///
    /// - Complexity: O(_n_) time (calls of `op`) and O(1) stack depth.
    ///   Fixed-width integer arithmetic in `op` traps on overflow; `Double`
    ///   folds round differently from ``Recursive/accumulate(_:_:_:)``'s.
    @inlinable
    public static func accumulate<S: Sequence, Result>(
        _ op: (Result, S.Element) throws -> Result,
        _ initial: Result,
        _ sequence: S
    ) rethrows -> Result {
        var result = initial
        for element in sequence { result = try op(result, element) }
        return result
    }

    /// `enumerate-interval` as an iteration: the integers from `low` through
    /// `high`, in constant stack.
    ///
    ///     Iterative.enumerateInterval(2, 7)
    ///     // [2, 3, 4, 5, 6, 7]
    ///
    /// - Parameters:
    ///   - low: The first element.
    ///   - high: The last element, inclusive; an empty array if `low > high`.
    /// - Returns: `[low, low + 1, …, high]`.
    ///
    /// - Complexity: O(_n_) time and O(1) stack depth for _n_ elements.
    @inlinable
    public static func enumerateInterval<T: Comparable & Numeric>(_ low: T, _ high: T) -> [T] {
        var out: [T] = []
        var i = low
        while !(i > high) {
            out.append(i)
            i += 1
        }
        return out
    }

    /// `flatmap` as an iteration: maps `proc` over a sequence and appends
    /// the results in order, in constant stack.
    ///
    ///     Iterative.flatMap({ [$0, $0 * 10] }, [1, 2, 3])
    ///     // [1, 10, 2, 20, 3, 30]
    ///
    /// - Parameters:
    ///   - proc: The sequence of an element. Called once per element, in order.
    ///   - sequence: The elements, read once.
    /// - Returns: The concatenation of `proc(x)` for each `x`, in order.
    ///
    /// - Complexity: O(_n_ + _m_) time for _n_ elements and _m_ results in all,
    ///   O(1) stack depth.
    @inlinable
    public static func flatMap<S: Sequence, Results: Sequence>(
        _ proc: (S.Element) throws -> Results,
        _ sequence: S
    ) rethrows -> [Results.Element] {
        var out: [Results.Element] = []
        for element in sequence { out.append(contentsOf: try proc(element)) }
        return out
    }
}
