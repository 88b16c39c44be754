import SICPProcess
import SICPScheme
import Testing

/// The views on chapters 2 and 3: the process named from the recursion
/// observed (SICP 2.42's queens, 2.43's Louis, 3.5.2's sieve, 3.57's
/// memoized `fibs`), the kit's native procedures counted as the book's
/// versions, and measurements from fresh state.
@Suite struct RecursionTests {
    static let queens = """
        (define (queens board-size)
          (define (queen-cols k)
            (if (= k 0)
                (list empty-board)
                (filter
                 (lambda (positions) (safe? k positions))
                 (flatmap
                  (lambda (rest-of-queens)
                    (map (lambda (new-row)
                           (adjoin-position new-row k rest-of-queens))
                         (enumerate-interval 1 board-size)))
                  (queen-cols (- k 1))))))
          (queen-cols board-size))
        (define empty-board '())
        (define (adjoin-position row col rest) (cons (list row col) rest))
        (define (safe? k positions)
          (let ((new (car positions)))
            (define (ok? others)
              (or (null? others)
                  (let ((q (car others)))
                    (and (not (= (car q) (car new)))
                         (not (= (abs (- (car q) (car new))) (abs (- (cadr q) (cadr new)))))
                         (ok? (cdr others))))))
            (ok? (cdr positions))))
        """

    /// Exercise 2.43: Louis interchanges the mappings, so `queen-cols`
    /// calls itself once per new row.
    static let louis = queens.replacing("""
                 (flatmap
                  (lambda (rest-of-queens)
                    (map (lambda (new-row)
                           (adjoin-position new-row k rest-of-queens))
                         (enumerate-interval 1 board-size)))
                  (queen-cols (- k 1))))))
        """, with: """
                 (flatmap
                  (lambda (new-row)
                    (map (lambda (rest-of-queens)
                           (adjoin-position new-row k rest-of-queens))
                         (queen-cols (- k 1))))
                  (enumerate-interval 1 board-size)))))
        """)

    static let bookStreamFilter = """
        (define (stream-filter pred stream)
          (cond ((stream-null? stream) the-empty-stream)
                ((pred (stream-car stream))
                 (cons-stream (stream-car stream)
                              (stream-filter pred (stream-cdr stream))))
                (else (stream-filter pred (stream-cdr stream)))))
        """

    static let sieve = """
        (define (divisible? x y) (= (remainder x y) 0))
        (define (sieve stream)
          (cons-stream
           (stream-car stream)
           (sieve (stream-filter
                   (lambda (x) (not (divisible? x (stream-car stream))))
                   (stream-cdr stream)))))
        (define primes (sieve (integers-starting-from 2)))
        """

    static func growth(_ definitions: String, _ expression: String, _ values: [Int]) throws -> GrowthTable {
        try Scheme.run { interp, _, _ in
            try interp.evaluate(definitions)
            var reader = Reader(expression)
            let form = try reader.read()!
            return try GrowthTable.measure(interp, expression: form, variable: "n", values: values.map { .int($0) })
        }
    }

    static func process(_ table: GrowthTable) -> String? {
        table.render(showingTime: false).split(separator: "\n").first { $0.hasPrefix("process: ") }.map(String.init)
    }

    static func fresh(_ definitions: String, _ expressions: [String]) throws -> [Measurement] {
        try Scheme.run { interp, _, _ in
            try interp.evaluate(definitions)
            return try expressions.map { source in
                var reader = Reader(source)
                return try Statistics.measure(interp, try reader.read()!, fresh: true)
            }
        }
    }

    /// SICP 2.42: `queen-cols` calls itself once per call; its steps grow
    /// exponentially through the boards it enumerates. Not "tree recursive".
    @Test func theQueensAreALinearRecursionWhoseStepsGrowExponentially() throws {
        let table = try Self.growth(Self.queens, "(queens n)", [3, 4, 5, 6, 7])
        #expect(table.rows.map(\.steps) == [195, 607, 2187, 8895, 36291])
        #expect(table.structure?.leading?.name == "queen-cols")
        #expect(table.structure?.kind == .linear)
        #expect(table.structure?.leading?.mostPending == 8)
        #expect(Self.process(table) == "process: a linear recursion (queen-cols waits for 1 call of itself per call) whose steps grow exponentially (~4.08^n): the work of each call grows, the calls do not branch")
    }

    /// SICP 2.43: Louis's `queen-cols` calls itself for every new row:
    /// a tree recursion, the book's reason his program is slow.
    @Test func louisQueensAreTreeRecursive() throws {
        let table = try Self.growth(Self.louis, "(queens n)", [2, 3, 4])
        #expect(table.structure?.kind == .tree)
        #expect(table.structure?.leading?.name == "queen-cols")
        #expect(table.structure?.leading?.mostSelfCalls == 4)
        #expect(Self.process(table) == "process: tree recursive (queen-cols waits for up to 4 calls of itself per call)")
    }

    /// SICP 3.5.2: the sieve's filters wait each for the one inside it, a
    /// linear chain as long as the primes found: not "tree recursive",
    /// with the book's `stream-filter` and the built-in one alike.
    @Test(arguments: [true, false])
    func theSieveIsALinearChainOfFilters(book: Bool) throws {
        let table = try Self.growth((book ? Self.bookStreamFilter : "") + Self.sieve, "(stream-ref primes n)", [10, 20, 40])
        #expect(table.rows.map(\.steps) == [380, 1264, 4454])
        #expect(table.rows.map(\.space) == [13, 23, 43])
        #expect(table.structure?.leading?.name == "stream-filter")
        #expect(table.structure?.leading?.mostSelfCalls == 1)
        #expect(table.structure?.leading?.mostPending == 39)
        #expect(Self.process(table)?.hasPrefix("process: a linear recursion (stream-filter waits for 1 call of itself per call) whose steps grow as") == true)
    }

    /// A chain of nested filters: the built-in `stream-filter` counts the
    /// frames the book's does (20,001 pending, not 2).
    @Test(arguments: [true, false])
    func nestedFiltersCountTheirFrames(book: Bool) throws {
        let definitions = (book ? Self.bookStreamFilter : "") + """
            (define (nest k s) (if (= k 0) s (nest (- k 1) (stream-filter odd? s))))
            (define chain (nest 20000 (integers-starting-from 1)))
            """
        let m = try Self.fresh(definitions, ["(stream-ref chain 1)"])[0]
        #expect(Printer.write(m.value) == "3")
        #expect(m.space == 20002)  // the 20,000 filters, the integers and stream-ref
        #expect(m.steps == 40007)
    }

    /// SICP 3.57: with memoization, (stream-ref fibs n) makes a linear
    /// number of additions; each n is measured from fresh state, so the
    /// counts are the same run after run.
    @Test func memoizedFibsGrowLinearlyFromFreshState() throws {
        let definitions = "(define fibs (cons-stream 0 (cons-stream 1 (add-streams (stream-cdr fibs) fibs))))"
        let first = try Self.growth(definitions, "(stream-ref fibs n)", [10, 20, 40, 80])
        // 3n + 1: n + 1 calls of stream-ref, n forced rests, n - 1 of
        // stream-map (one addition each) and add-streams once.
        #expect(first.rows.map(\.steps) == [31, 61, 121, 241])
        #expect(first.stepsFit?.order == .linear)
        let measured = try Self.fresh(definitions, ["(stream-ref fibs 40)", "(stream-ref fibs 40)"])
        #expect(measured.map(\.steps) == [121, 121])
        #expect(measured.map(\.staleReads) == [0, 0])
    }

    /// Promises forced before the views began are read as they stand, and
    /// the views say so instead of a silent Θ(1).
    @Test func memoizedStateIsNamed() throws {
        let text = try Scheme.run { interp, _, _ in
            try interp.evaluate(Self.sieve)
            _ = try interp.evaluate("(stream-ref primes 30)")
            var reader = Reader("(stream-ref primes n)")
            let table = try GrowthTable.measure(interp, expression: try reader.read()!, variable: "n",
                                                values: [10, 20, 40].map { .int($0) })
            return table.render(showingTime: false)
        }
        #expect(text.hasSuffix("""
            process: not named: the evaluation read promises forced before the views began (memoized state) at n = 10, 20, 40, so those rows count only what was left to compute (define the stream again to measure it from the start)

            """))
        let m = try Scheme.run { interp, _, _ in
            try interp.evaluate(Self.sieve)
            _ = try interp.evaluate("(stream-ref primes 30)")
            return try Statistics.measure(interp, "(stream-ref primes 30)")
        }
        #expect(m.staleReads == 0)  // only the views' fresh measurements look
    }

    /// SICP 2.2.3's sequence operations as the book writes them: `map`,
    /// `accumulate` and `enumerate-interval` are linear recursions.
    @Test func theSequenceOperationsCountAsTheBooksRecursions() throws {
        let m = try Self.fresh("", [
            "(accumulate + 0 (map square (enumerate-interval 1 10)))",
            "(filter odd? (enumerate-interval 1 10))",
        ])
        #expect(Printer.write(m[0].value) == "385")
        #expect(m[0].steps == 33)  // 11 calls each of enumerate-interval, map, accumulate
        #expect(m[0].space == 11)
        #expect(m[0].structure?.kind == .linear)
        #expect(Printer.write(m[1].value) == "(1 3 5 7 9)")
        #expect(m[1].steps == 22)
        #expect(m[1].space == 11)
    }
}
