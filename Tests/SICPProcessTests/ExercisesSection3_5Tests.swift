import SICPProcess
import SICPScheme
import Testing

/// `sicp check` on section 3.5's exercises (streams): for each, two or more right answers in
/// different styles and the classic wrong ones (files in
/// `Fixtures/learners/`), each with its exact report (the report's beginning
/// where a check runs into the time limit, which depends on the machine).
@Suite struct ExercisesSection3_5Tests {
    typealias Report = ExercisesSection1Tests.Report

    @Test(arguments: reports)
    func report(_ expected: Report) throws {
        try ExercisesSection1Tests.verify(expected)
    }

    @Test func everyExerciseHasTwoRightAnswersAndAWrongOne() {
        ExercisesSection1Tests.verifyCoverage(Self.reports)
    }

    static let reports: [Report] = [
        Report("3.50", "ex3.50-right-any-empty.scm", passes: true, """
            Exercise 3.50: stream-map of several streams
            ✓ ex3.50-right-any-empty.scm loads
            ✓ stream-map-n: 6 cases right
            All 2 checks passed.

            """),
        Report("3.50", "ex3.50-right-book.scm", passes: true, """
            Exercise 3.50: stream-map of several streams
            ✓ ex3.50-right-book.scm loads
            ✓ stream-map: 6 cases right
            All 2 checks passed.

            """),
        Report("3.50", "ex3.50-wrong-eager.scm", passes: false, """
            Exercise 3.50: stream-map of several streams
            ✓ ex3.50-wrong-eager.scm loads
            ✗ stream-map: 1 of 6 cases wrong
                (let ((forced 0)) (define (counting n) (if (> n 10) the-empty-stream (cons-stream n (begin (set! forced (+ forced 1)) (counting (+ n 1)))))) (stream-map + (counting 1) (counting 1)) (= forced 0)) gave #f, not #t: mapping + over two streams forced their rest: a stream-map must leave all but the first elements delayed, as cons-stream does, or it never ends on an infinite stream
            1 of 2 checks failed.

            """),
        Report("3.54", "ex3.54-right-book.scm", passes: true, """
            Exercise 3.54: mul-streams and factorials
            ✓ ex3.54-right-book.scm loads
            ✓ mul-streams: 4 cases right
            All 2 checks passed.

            """),
        Report("3.54", "ex3.54-right-explicit.scm", passes: true, """
            Exercise 3.54: mul-streams and factorials
            ✓ ex3.54-right-explicit.scm loads
            ✓ mul-streams: 4 cases right
            All 2 checks passed.

            """),
        Report("3.54", "ex3.54-wrong-offset.scm", passes: false, """
            Exercise 3.54: mul-streams and factorials
            ✓ ex3.54-wrong-offset.scm loads
            ✗ mul-streams: 1 of 4 cases wrong
                (stream-head factorials 6): expected (1 2 6 24 120 720), got (1 1 2 6 24 120)
            1 of 2 checks failed.

            """),
        Report("3.55", "ex3.55-right-accumulator.scm", passes: true, """
            Exercise 3.55: partial-sums
            ✓ ex3.55-right-accumulator.scm loads
            ✓ partial-sums: 4 cases right
            All 2 checks passed.

            """),
        Report("3.55", "ex3.55-right-book.scm", passes: true, """
            Exercise 3.55: partial-sums
            ✓ ex3.55-right-book.scm loads
            ✓ partial-sums: 4 cases right
            All 2 checks passed.

            """),
        Report("3.55", "ex3.55-wrong-shifted.scm", passes: false, """
            Exercise 3.55: partial-sums
            ✓ ex3.55-wrong-shifted.scm loads
            ✗ partial-sums: 4 of 4 cases wrong
                (stream-head (partial-sums (integers-starting-from 1)) 5): expected (1 3 6 10 15), got (0 1 3 6 10)
                (stream-head (partial-sums (stream 1 -1 1 -1)) 4): expected (1 0 1 0), got (0 1 0 1)
                (stream-head (partial-sums (scale-stream (integers-starting-from 1) 1/2)) 4): expected (1/2 3/2 3 5), got (0 1/2 3/2 3)
                (stream-ref (partial-sums (integers-starting-from 1)) 99): expected 5050, got 4950
            1 of 2 checks failed.

            """),
        Report("3.59", "ex3.59-right-book.scm", passes: true, """
            Exercise 3.59: power series: integrate-series, exp, sine and cosine
            ✓ ex3.59-right-book.scm loads
            ✓ integrate-series: 6 cases right
            All 2 checks passed.

            """),
        Report("3.59", "ex3.59-right-explicit.scm", passes: true, """
            Exercise 3.59: power series: integrate-series, exp, sine and cosine
            ✓ ex3.59-right-explicit.scm loads
            ✓ integrate-series: 6 cases right
            All 2 checks passed.

            """),
        Report("3.59", "ex3.59-wrong-sign.scm", passes: false, """
            Exercise 3.59: power series: integrate-series, exp, sine and cosine
            ✓ ex3.59-wrong-sign.scm loads
            ✗ integrate-series: 2 of 6 cases wrong
                (stream-head cosine-series 7): expected (1 0 -1/2 0 1/24 0 -1/720), got (1 0 1/2 0 1/24 0 1/720)
                (stream-head sine-series 7): expected (0 1 0 -1/6 0 1/120 0), got (0 1 0 1/6 0 1/120 0)
            1 of 2 checks failed.

            """),
        Report("3.60", "ex3.60-right-book.scm", passes: true, """
            Exercise 3.60: mul-series
            ✓ ex3.60-right-book.scm loads
            ✓ mul-series: 3 cases right
            All 2 checks passed.

            """),
        Report("3.60", "ex3.60-right-symmetric.scm", passes: true, """
            Exercise 3.60: mul-series
            ✓ ex3.60-right-symmetric.scm loads
            ✓ mul-series: 3 cases right
            All 2 checks passed.

            """),
        Report("3.60", "ex3.60-wrong-termwise.scm", passes: false, """
            Exercise 3.60: mul-series
            ✓ ex3.60-wrong-termwise.scm loads
            ✗ mul-series: 3 of 3 cases wrong
                (stream-head (mul-series (stream-map (lambda (k) 1) (integers-starting-from 1)) (stream-map (lambda (k) 1) (integers-starting-from 1))) 6): expected (1 2 3 4 5 6), got (1 1 1 1 1 1)
                (stream-head (mul-series (integers-starting-from 1) (integers-starting-from 1)) 6): expected (1 4 10 20 35 56), got (1 4 9 16 25 36)
                (stream-head (mul-series (integers-starting-from 1) (cons-stream 1 (cons-stream -1 (stream-map (lambda (k) 0) (integers-starting-from 1))))) 6): expected (1 1 1 1 1 1), got (1 -2 0 0 0 0)
            1 of 2 checks failed.

            """),
        Report("3.64", "ex3.64-right-book.scm", passes: true, """
            Exercise 3.64: stream-limit
            ✓ ex3.64-right-book.scm loads
            ✓ stream-limit: 4 cases right
            All 2 checks passed.

            """),
        Report("3.64", "ex3.64-right-stream-ref.scm", passes: true, """
            Exercise 3.64: stream-limit
            ✓ ex3.64-right-stream-ref.scm loads
            ✓ stream-limit: 4 cases right
            All 2 checks passed.

            """),
        Report("3.64", "ex3.64-wrong-first.scm", passes: false, """
            Exercise 3.64: stream-limit
            ✓ ex3.64-wrong-first.scm loads
            ✗ stream-limit: 4 of 4 cases wrong
                (stream-limit (stream 1.0 1.5 1.52 1.521) 0.05): expected 1.52, got 1.5
                (stream-limit (stream 1 3 4 4.5 4.6) 1): expected 4.5, got 4
                (stream-limit (stream 10 20 25 27 28 28.5) 0.6): expected 28.5, got 28
                (stream-limit (stream-map (lambda (k) (/ 1. k)) (integers-starting-from 1)) 0.01): expected 0.09090909090909091, got 0.1
            1 of 2 checks failed.

            """),
    ]
}
