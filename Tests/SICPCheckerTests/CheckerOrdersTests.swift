@testable import SICPChecker
import Testing

/// A learner's own argument orders for chapter 3's roles whose cases are
/// whole expressions (issue 30, item 3): every case erring in the book's
/// order (3.79's `(solve-2nd dt y0 dy0 f)`), or wrong values in the book's
/// order with parameter names that say another (3.78's `(solve-2nd dt
/// y-init dy-init a b)`), the order of the procedure a call returns too
/// (3.80's `(lambda (iL0 vC0) ...)`): each right file passes with the note
/// that says its order; each wrong twin, in the same order, still fails.
@Suite struct CheckerOrdersTests {
    typealias Report = ExercisesSection1Tests.Report

    @Test(arguments: reports)
    func report(_ expected: Report) throws {
        try ExercisesSection1Tests.verify(expected)
    }

    static let reports: [Report] = [
        Report("3.79", "ex3.79-right-dt-first.scm", passes: true, """
            Exercise 3.79: solve-2nd for y'' = f(y', y)
            ✓ ex3.79-right-dt-first.scm loads
            ✓ solve-2nd: 5 cases right (in the file's own argument order)
                its own argument order: (solve-2nd dt y0 dy0 f) for the book's (solve-2nd f dt y0 dy0)
            All 2 checks passed.

            """),
        Report("3.79", "ex3.79-wrong-dt-first.scm", passes: false, """
            Exercise 3.79: solve-2nd for y'' = f(y', y)
            ✓ ex3.79-wrong-dt-first.scm loads
            ✗ solve-2nd: 5 of 5 cases wrong
                (stream-ref (solve-2nd (lambda (dy y) (- y)) 0.001 1 0) 1000): expected 0.5405728050653854, but it stopped with ;The object 0 is not applicable.
                (stream-ref (solve-2nd (lambda (dy y) dy) 0.001 1 1) 1000): expected 2.716923932235896, but it stopped with ;The object 1 is not applicable.
                (stream-ref (solve-2nd (lambda (dy y) (- (* 1/2 dy) y)) 1/10 1 0) 20): expected -25982671416395461606967661/26214400000000000000000000, but it stopped with ;The object 0 is not applicable.
                (stream-ref (solve-2nd (lambda (dy y) (+ dy (* 2 y))) 1/10 3 5) 10): expected 166275232731/10000000000, but it stopped with ;The object 5 is not applicable.
                (number? (stream-ref (solve-2nd (lambda (dy y) dy) 0.001 1 1) 3)): it stopped with ;The object 1 is not applicable.
                and 1 more
            1 of 2 checks failed.

            """),
        Report("3.78", "ex3.78-right-dt-first.scm", passes: true, """
            Exercise 3.78: solve-2nd: y'' = a y' + b y
            ✓ ex3.78-right-dt-first.scm loads
            ✓ solve-2nd: 5 cases right (in the file's own argument order)
                its own argument order: (solve-2nd dt y0 dy0 a b) for the book's (solve-2nd a b dt y0 dy0)
            All 2 checks passed.

            """),
        Report("3.78", "ex3.78-wrong-dt-first.scm", passes: false, """
            Exercise 3.78: solve-2nd: y'' = a y' + b y
            ✓ ex3.78-wrong-dt-first.scm loads
            ✗ solve-2nd: 4 of 5 cases wrong
                (stream-ref (solve-2nd 1 0 0.001 1 1) 1000): expected 2.716923932235896, got +inf.0
                (stream-ref (solve-2nd 0 -1 0.001 1 0) 1000): expected 0.5405728050653854, got -1.0
                (stream-ref (solve-2nd -1/2 -2 1/10 1 0) 20): expected -8695916497190006024119753/13107200000000000000000000, got -1830561811/524288
                (stream-ref (solve-2nd 1 2 1/10 3 5) 10): expected 166275232731/10000000000, got 278927493/10
            1 of 2 checks failed.

            """),
        Report("3.80", "ex3.80-right-dt-first.scm", passes: true, """
            Exercise 3.80: series RLC circuits
            ✓ ex3.80-right-dt-first.scm loads
            ✓ RLC: 7 cases right (in the file's own argument order)
                its own argument order: (RLC dt R L C) for the book's (RLC R L C dt)
            All 2 checks passed.

            """),
        Report("3.80", "ex3.80-wrong-dt-first.scm", passes: false, """
            Exercise 3.80: series RLC circuits
            ✓ ex3.80-wrong-dt-first.scm loads
            ✗ RLC: 6 of 7 cases wrong
                (stream-ref (car ((RLC 1 1 0.2 0.1) 10 0)) 10): expected -3.5160605800000004, got 12025722510.0
                (stream-ref (cdr ((RLC 1 1 0.2 0.1) 10 0)) 10): expected 2.750945989, got -11421060750.0
                (stream-ref (car ((RLC 1 1 1/5 1/10) 10 0)) 5): expected 11191/2000, got -144990
                (stream-ref (cdr ((RLC 1 1 1/5 1/10) 10 0)) 5): expected 36461/10000, got 222750
                (stream-ref (car ((RLC 2 1/2 1/4 1/20) 1 1)) 8): expected -398399/6250000, got 303887041
                and 1 more
            1 of 2 checks failed.

            """),
        Report("3.80", "ex3.80-right-current-first.scm", passes: true, """
            Exercise 3.80: series RLC circuits
            ✓ ex3.80-right-current-first.scm loads
            ✓ RLC: 7 cases right (in the file's own argument order)
                its own argument order: ((RLC R L C dt) iL0 vC0) for the book's ((RLC R L C dt) vC0 iL0)
            All 2 checks passed.

            """),
        Report("3.80", "ex3.80-wrong-current-first.scm", passes: false, """
            Exercise 3.80: series RLC circuits
            ✓ ex3.80-wrong-current-first.scm loads
            ✗ RLC: 6 of 7 cases wrong
                (stream-ref (car ((RLC 1 1 0.2 0.1) 10 0)) 10): expected -3.5160605800000004, got 56.27213954500001
                (stream-ref (cdr ((RLC 1 1 0.2 0.1) 10 0)) 10): expected 2.750945989, got 20.538865521
                (stream-ref (car ((RLC 1 1 1/5 1/10) 10 0)) 5): expected 11191/2000, got 45491/2000
                (stream-ref (cdr ((RLC 1 1 1/5 1/10) 10 0)) 5): expected 36461/10000, got 50477/5000
                (stream-ref (car ((RLC 2 1/2 1/4 1/20) 1 1)) 8): expected -398399/6250000, got 14846409/6250000
                and 1 more
            1 of 2 checks failed.

            """),
    ]

    /// The orders a learner's parameter names give: each name the book's
    /// takes that argument, the others fill the rest in every way; none
    /// when fewer than half are the book's, or when they are in the book's order.
    @Test(arguments: [
        (["dt", "y0", "dy0", "a", "b"], ["a", "b", "dt", "y0", "dy0"], [[2, 3, 4, 0, 1]]),
        (["dt", "y-init", "dy-0", "a", "b"], ["a", "b", "dt", "y0", "dy0"], [[2, 3, 4, 0, 1]]),
        (["dt", "R", "L", "C"], ["R", "L", "C", "dt"], [[3, 0, 1, 2]]),
        (["iL0", "v-c0"], ["vC0", "iL0"], [[1, 0]]),
        // Two names of the learner's own: both ways.
        (["h", "y0", "dy0", "g"], ["f", "dt", "y0", "dy0"], [[0, 2, 3, 1], [1, 2, 3, 0]]),
        // The book's names in the book's order: nothing else to try.
        (["a", "b", "dt", "y0", "dy0"], ["a", "b", "dt", "y0", "dy0"], []),
        // Fewer than half the book's.
        (["step", "start", "slope", "a", "b"], ["a", "b", "dt", "y0", "dy0"], []),
        (["x", "y"], ["y", "x"], [[1, 0]]),
    ])
    func namedOrders(_ learner: [String], _ book: [String], _ orders: [[Int]]) {
        #expect(Run.namedOrders(learner, book) == orders)
    }

    @Test func aParameterNameIsComparedWithoutCaseSeparatorsOrInit() {
        #expect(["y0", "y-0", "Y_0", "y-init", "yInitial"].map(Run.parameterKey) == ["y0", "y0", "y0", "y0", "y0"])
        #expect(["vC0", "vc0", "v-c0", "iL0", "il0"].map(Run.parameterKey) == ["vc0", "vc0", "vc0", "il0", "il0"])
        #expect(Run.parameterKey("init") == "init")
    }
}
