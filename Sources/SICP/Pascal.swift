// SICP exercise 1.12: the elements of Pascal's triangle, by tree recursion
// (SICP 1.2.2), once naively and once with each element computed once.

/// The elements of Pascal's triangle (SICP exercise 1.12), 1-based as in the
/// seed's `(pascal-triangle level n)`: row 1 is `1`, row 2 is `1 1`, row 3 is
/// `1 2 1`, and column `c` of row `r` is the binomial coefficient
/// C(_r_ - 1, _c_ - 1).
///
///             1                 row 1
///            1 1                row 2
///           1 2 1               row 3
///          1 3 3 1              row 4
///         1 4 6 4 1             row 5
///
///     Pascal.naive(row: 5, column: 3)      // 6
///     Pascal.memoized(row: 11, column: 4)  // 120
///
/// Outside the triangle (`row < 1`, `column < 1` or `column > row`) every
/// element is 0, for any `Int`.
public enum Pascal {
    /// The element at `row` and `column` of Pascal's triangle, by the tree
    /// recursion of SICP exercise 1.12.
    ///
    /// The edges are 1; every other element is the sum of the two above it:
    /// `naive(row: r - 1, column: c) + naive(row: r - 1, column: c - 1)`,
    /// each computed again every time it is needed.
    ///
    ///     Pascal.naive(row: 10, column: 3)  // 36
    ///     Pascal.naive(row: 11, column: 4)  // 120
    ///     Pascal.naive(row: 1, column: 1)   // 1
    ///     Pascal.naive(row: 5, column: 6)   // 0, outside the triangle
    ///
    /// - Parameters:
    ///   - row: The row, from 1 at the apex.
    ///   - column: The column, from 1 at the left edge to `row` at the right.
    /// - Returns: C(`row` - 1, `column` - 1) inside the triangle, 0 outside it
    ///   (for any `Int`, negative, zero and `Int.min` included).
    ///
    /// - Complexity: O(C(_r_ - 1, _c_ - 1)) time, since the recursion has one
    ///   leaf per 1 that is added up: exponential in _r_ near the middle of a
    ///   row (row 30, column 15 already takes tens of millions of calls). Stack
    ///   depth O(_r_). The result traps on `Int` overflow (from row 68 near the
    ///   middle), long after the time becomes impractical; for exact large
    ///   elements use ``memoized(row:column:as:)`` with ``BigInt``.
    public static func naive(row: Int, column: Int) -> Int {
        // Outside the triangle first: this also stops every recursion, since
        // each call lowers `row` by one and `row < 1` is outside.
        guard row >= 1, column >= 1, column <= row else { return 0 }
        if column == 1 || column == row { return 1 }
        // Here 2 <= column < row, so `row - 1` and `column - 1` cannot overflow.
        return naive(row: row - 1, column: column) + naive(row: row - 1, column: column - 1)
    }

    /// The element at `row` and `column` of Pascal's triangle, by the same
    /// recursion as ``naive(row:column:)`` with each element computed once.
    ///
    ///     Pascal.memoized(row: 10, column: 3)  // 36
    ///     Pascal.memoized(row: 11, column: 4)  // 120
    ///     Pascal.memoized(row: 67, column: 34) // 7219428434016265740
    ///
    /// - Parameters:
    ///   - row: The row, from 1 at the apex.
    ///   - column: The column, from 1 at the left edge to `row` at the right.
    /// - Returns: C(`row` - 1, `column` - 1) inside the triangle, 0 outside it
    ///   (for any `Int`).
    ///
    /// - Complexity: O((_r_ - _c_ + 1) × _c_) time and memory (one memo cell
    ///   per element the recursion reaches), O(1) native stack depth (the
    ///   recursion runs on an explicit stack of O(_r_) entries).
    ///   `Int` arithmetic traps on overflow, which happens first near the
    ///   middle of row 68 (C(67, 33) > `Int.max`); for exact elements of any
    ///   row use ``memoized(row:column:as:)`` with ``BigInt``.
    public static func memoized(row: Int, column: Int) -> Int {
        memoized(row: row, column: column, as: Int.self)
    }

    /// The element at `row` and `column` of Pascal's triangle as a value of
    /// any additive type, by the same recursion as ``naive(row:column:)``
    /// with each element computed once.
    ///
    ///     Pascal.memoized(row: 11, column: 4, as: Int.self)     // 120
    ///     Pascal.memoized(row: 11, column: 4, as: Double.self)  // 120.0
    ///     Pascal.memoized(row: 1001, column: 501, as: BigInt.self)
    ///     // C(1000, 500), 300 digits, exact
    ///
    /// The recursion is top-down, as in ``naive(row:column:)``: the element
    /// asks for the two above it, left one (same column) first. A memo table
    /// holds every element of the band the recursion reaches, that is the
    /// elements at `row - i - j`, `column - j` for `0 ≤ i ≤ row - column`
    /// and `0 ≤ j < column`, and the pending calls live on an explicit stack
    /// rather than the native one, so row 1000 is safe on any thread.
    ///
    /// - Parameters:
    ///   - row: The row, from 1 at the apex.
    ///   - column: The column, from 1 at the left edge to `row` at the right.
    ///   - type: The type of the result, for example `Int.self`,
    ///     `Double.self` or `BigInt.self`.
    /// - Returns: C(`row` - 1, `column` - 1) inside the triangle, `0` outside
    ///   it (for any `Int`).
    ///
    /// - Complexity: O((_r_ - _c_ + 1) × _c_) additions and memo cells, O(_r_)
    ///   explicit-stack entries, O(1) native stack depth. A fixed-width `V`
    ///   traps on overflow as its `+` does; `Double` is exact up to 2^53 and
    ///   rounds beyond. The memo table must fit in memory: a row in the
    ///   millions with a column in the middle does not.
    @inlinable
    public static func memoized<V: AdditiveArithmetic & ExpressibleByIntegerLiteral>(
        row: Int, column: Int, as type: V.Type
    ) -> V {
        guard row >= 1, column >= 1, column <= row else { return 0 }
        if column == 1 || column == row { return 1 }

        // The element at (row - i - j, column - j) is cell (i, j): going up a
        // row in the same column is i + 1, up and to the left is j + 1. The
        // cells with i == height or j == width are the two edges (value 1);
        // the others, 0 ≤ i < height and 0 ≤ j < width, are memoized.
        let height = row - column  // ≥ 1, since column < row
        let width = column - 1  // ≥ 1, since column > 1
        let (count, overflow) = height.multipliedReportingOverflow(by: width)
        precondition(!overflow, "Pascal.memoized: the memo table for row \(row), column \(column) does not fit in memory")
        var memo = [V?](repeating: nil, count: count)

        // The value of cell (i, j) if it is known: an edge, or memoized.
        func known(_ i: Int, _ j: Int) -> V? {
            if i == height || j == width { return 1 }
            return memo[i * width + j]
        }

        // Each entry is a pending call. An entry is popped once both of the
        // cells above it are known; until then the unknown ones are pushed
        // on top of it, the left one (same column, as naive computes first)
        // last so that it runs first.
        var pending: [(i: Int, j: Int)] = [(0, 0)]
        while let top = pending.last {
            let (i, j) = top
            if memo[i * width + j] != nil {
                pending.removeLast()  // pushed twice, computed meanwhile
                continue
            }
            let sameColumn = known(i + 1, j)
            let leftColumn = known(i, j + 1)
            if let sameColumn, let leftColumn {
                memo[i * width + j] = sameColumn + leftColumn
                pending.removeLast()
            } else {
                if leftColumn == nil { pending.append((i, j + 1)) }
                if sameColumn == nil { pending.append((i + 1, j)) }
            }
        }
        return memo[0]!
    }
}
