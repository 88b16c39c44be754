@testable import SICPChecker
import SICPProcess
import SICPScheme
import Testing

/// `sicp check` on section 3.5's numerical exercises (3.73-3.82: streams as
/// signals, the delayed integral, random streams): for each, two or more
/// right answers in different styles and the classic wrong ones (files in
/// `Fixtures/learners/`), each with its exact report.
@Suite struct ExercisesSection3_5NumericalTests {
    typealias Report = ExercisesSection1Tests.Report

    @Test(arguments: reports)
    func report(_ expected: Report) throws {
        try ExercisesSection1Tests.verify(expected)
    }

    @Test func everyExerciseHasTwoRightAnswersAndAWrongOne() {
        ExercisesSection1Tests.verifyCoverage(Self.reports)
    }

    /// The explanation-only exercises of 2.33-2.43 and 3.50-3.82: listed
    /// with why, and no verdict on a file.
    @Test func anExerciseAProgramCannotCheckSaysWhy() throws {
        let numbers = ExerciseChecker.exercises.filter { !$0.isCheckable }.map(\.number)
        #expect(numbers == ["2.43", "3.51", "3.52", "3.53", "3.57", "3.58", "3.63", "3.66", "3.68"])
        let exercise = try #require(ExerciseChecker.exercise("3.53"))
        let report = try ExerciseChecker().check(exercise, source: "(define s 1)", fileName: "s.scm")
        #expect(!report.passed)
        #expect(report.text == """
            Exercise 3.53: the elements of (define s (cons-stream 1 (add-streams s s)))
            not checkable by a program: a prediction: describe the elements; run
                (stream-head s 10) to see them

            """)
        #expect(report.json == "{\"exercise\":\"3.53\",\"title\":\"the elements of (define s (cons-stream 1 "
            + "(add-streams s s)))\",\"verdict\":\"not checkable\",\"reason\":\"a prediction: describe the elements; "
            + "run (stream-head s 10) to see them\",\"checks\":[]}\n")
        #expect(ExerciseChecker.listing.contains("\n3.58  not checkable: a prediction of expand's digits\n"))
    }

    static let reports: [Report] = [
        Report("3.73", "ex3.73-right-book.scm", passes: true, """
            Exercise 3.73: RC circuits
            ✓ ex3.73-right-book.scm loads
            ✓ RC: 6 cases right
            All 2 checks passed.

            """),
        Report("3.73", "ex3.73-right-map.scm", passes: true, """
            Exercise 3.73: RC circuits
            ✓ ex3.73-right-map.scm loads
            ✓ rc: 6 cases right
            All 2 checks passed.

            """),
        Report("3.73", "ex3.73-wrong-capacitance.scm", passes: false, """
            Exercise 3.73: RC circuits
            ✓ ex3.73-wrong-capacitance.scm loads
            ✗ RC: 2 of 6 cases wrong
                (stream-ref ((RC 2 1/4 1/10) (stream-map (lambda (k) 1) (integers-starting-from 1)) 0) 10): expected 6, got 9/4
                (stream-ref ((RC 2 1/4 1/10) (integers-starting-from 1) 3) 6): expected 127/5, got 701/40
            1 of 2 checks failed.

            """),
        Report("3.74", "ex3.74-right-book.scm", passes: true, """
            Exercise 3.74: Alyssa's zero-crossings as a stream-map
            ✓ ex3.74-right-book.scm loads
            ✓ zero-crossings: 2 cases right
            All 2 checks passed.

            """),
        Report("3.74", "ex3.74-right-own-data.scm", passes: true, """
            Exercise 3.74: Alyssa's zero-crossings as a stream-map
            ✓ ex3.74-right-own-data.scm loads
            ✓ zero-crossings: 2 cases right
            All 2 checks passed.

            """),
        Report("3.74", "ex3.74-right-procedure.scm", passes: true, """
            Exercise 3.74: Alyssa's zero-crossings as a stream-map
            ✓ ex3.74-right-procedure.scm loads
            ✓ zero-crossings: 2 cases right
                note: `zero-crossings` is a procedure of the data: (zero-crossings sense-data) is judged as the book's stream `zero-crossings`
            All 2 checks passed.

            """),
        Report("3.74", "ex3.74-wrong-procedure.scm", passes: false, """
            Exercise 3.74: Alyssa's zero-crossings as a stream-map
            ✓ ex3.74-wrong-procedure.scm loads
            ✗ zero-crossings: 2 of 2 cases wrong
                (crossings-alignment zero-crossings sense-data 40): expected the-books, got #f
                (crossings-agree? zero-crossings sense-data 40) gave #f, not #t: from its second element on, zero-crossings must be 1 where sense-data goes from negative to positive, -1 where it goes from positive to negative, and 0 elsewhere (Alyssa's convention): (stream-map sign-change-detector sense-data (cons-stream 0 sense-data)); crossings that all come one element earlier (the one between samples k and k+1 at k, as from a detector mapped over sense-data and its stream-cdr) miss her first element, the first sample against the 0 before it
                note: `zero-crossings` is a procedure of the data: (zero-crossings sense-data) is judged as the book's stream `zero-crossings`
            1 of 2 checks failed.

            """),
        Report("3.74", "ex3.74-wrong-one-earlier.scm", passes: false, """
            Exercise 3.74: Alyssa's zero-crossings as a stream-map
            ✓ ex3.74-wrong-one-earlier.scm loads
            ✗ zero-crossings: 2 of 2 cases wrong
                (crossings-alignment zero-crossings sense-data 40): expected the-books, got one-element-earlier
                (crossings-agree? zero-crossings sense-data 40) gave #f, not #t: from its second element on, zero-crossings must be 1 where sense-data goes from negative to positive, -1 where it goes from positive to negative, and 0 elsewhere (Alyssa's convention): (stream-map sign-change-detector sense-data (cons-stream 0 sense-data)); crossings that all come one element earlier (the one between samples k and k+1 at k, as from a detector mapped over sense-data and its stream-cdr) miss her first element, the first sample against the 0 before it
            1 of 2 checks failed.

            """),
        Report("3.74", "ex3.74-right-numbered-names.scm", passes: true, """
            Exercise 3.74: Alyssa's zero-crossings as a stream-map
            ✓ ex3.74-right-numbered-names.scm loads
            ✓ zero-crossing2: 2 cases right
                `zero-crossing2` is judged as `zero-crossings`: it passes the checks
            All 2 checks passed.

            """),
        Report("3.74", "ex3.74-right-both-named.scm", passes: true, """
            Exercise 3.74: Alyssa's zero-crossings as a stream-map
            ✓ ex3.74-right-both-named.scm loads
            ✓ zero-crossings-eva: 2 cases right
                `zero-crossings-eva` is judged as `zero-crossings`: it passes the checks
            All 2 checks passed.

            """),
        Report("3.74", "ex3.74-wrong-both-named.scm", passes: false, """
            Exercise 3.74: Alyssa's zero-crossings as a stream-map
            ✓ ex3.74-wrong-both-named.scm loads
            ✗ zero-crossings-eva: 2 of 2 cases wrong
                `zero-crossings-eva` is judged as `zero-crossings`: the last value under a name like it not built with the book's `make-zero-crossings`
                (crossings-alignment zero-crossings-eva sense-data 40): expected the-books, got #f
                (crossings-agree? zero-crossings-eva sense-data 40) gave #f, not #t: from its second element on, zero-crossings must be 1 where sense-data goes from negative to positive, -1 where it goes from positive to negative, and 0 elsewhere (Alyssa's convention): (stream-map sign-change-detector sense-data (cons-stream 0 sense-data)); crossings that all come one element earlier (the one between samples k and k+1 at k, as from a detector mapped over sense-data and its stream-cdr) miss her first element, the first sample against the 0 before it
            1 of 2 checks failed.

            """),
        Report("3.74", "ex3.74-wrong-book-only.scm", passes: false, """
            Exercise 3.74: Alyssa's zero-crossings as a stream-map
            ✓ ex3.74-wrong-book-only.scm loads
            ✗ zero-crossings: built with the book's `make-zero-crossings`
                exercise 3.74 asks for zero-crossings written without the book's `make-zero-crossings`, and the file's last definition of it calls it
            1 of 2 checks failed.

            """),
        Report("3.74", "ex3.74-right-own-map-stream.scm", passes: true, """
            Exercise 3.74: Alyssa's zero-crossings as a stream-map
            ✓ ex3.74-right-own-map-stream.scm loads
            ✓ zero-crossings-eva: 2 cases right
                `zero-crossings-eva` is judged as `zero-crossings`: it passes the checks
            All 2 checks passed.

            """),
        Report("3.74", "ex3.74-wrong-numbered-names.scm", passes: false, """
            Exercise 3.74: Alyssa's zero-crossings as a stream-map
            ✓ ex3.74-wrong-numbered-names.scm loads
            ✗ zero-crossing2: 2 of 2 cases wrong
                `zero-crossing2` is judged as `zero-crossings`: the last value under a name like it not built with the book's `make-zero-crossings`
                (crossings-alignment zero-crossing2 sense-data 40): expected the-books, got #f
                (crossings-agree? zero-crossing2 sense-data 40) gave #f, not #t: from its second element on, zero-crossings must be 1 where sense-data goes from negative to positive, -1 where it goes from positive to negative, and 0 elsewhere (Alyssa's convention): (stream-map sign-change-detector sense-data (cons-stream 0 sense-data)); crossings that all come one element earlier (the one between samples k and k+1 at k, as from a detector mapped over sense-data and its stream-cdr) miss her first element, the first sample against the 0 before it
            1 of 2 checks failed.

            """),
        Report("3.74", "ex3.74-wrong-shifted.scm", passes: false, """
            Exercise 3.74: Alyssa's zero-crossings as a stream-map
            ✓ ex3.74-wrong-shifted.scm loads
            ✗ zero-crossings: 2 of 2 cases wrong
                (crossings-alignment zero-crossings sense-data 40): expected the-books, got #f
                (crossings-agree? zero-crossings sense-data 40) gave #f, not #t: from its second element on, zero-crossings must be 1 where sense-data goes from negative to positive, -1 where it goes from positive to negative, and 0 elsewhere (Alyssa's convention): (stream-map sign-change-detector sense-data (cons-stream 0 sense-data)); crossings that all come one element earlier (the one between samples k and k+1 at k, as from a detector mapped over sense-data and its stream-cdr) miss her first element, the first sample against the 0 before it
            1 of 2 checks failed.

            """),
        Report("3.74", "ex3.74-wrong-own-idea-beside.scm", passes: false, """
            Exercise 3.74: Alyssa's zero-crossings as a stream-map
            ✓ ex3.74-wrong-own-idea-beside.scm loads
            ✗ zero-crossings: 2 of 2 cases wrong
                (crossings-alignment zero-crossings sense-data 40): expected the-books, got #f
                (crossings-agree? zero-crossings sense-data 40) gave #f, not #t: from its second element on, zero-crossings must be 1 where sense-data goes from negative to positive, -1 where it goes from positive to negative, and 0 elsewhere (Alyssa's convention): (stream-map sign-change-detector sense-data (cons-stream 0 sense-data)); crossings that all come one element earlier (the one between samples k and k+1 at k, as from a detector mapped over sense-data and its stream-cdr) miss her first element, the first sample against the 0 before it
            1 of 2 checks failed.

            """),
        Report("3.75", "ex3.75-right-book.scm", passes: true, """
            Exercise 3.75: Louis's smoothed zero-crossings, fixed
            ✓ ex3.75-right-book.scm loads
            ✓ make-zero-crossings: 3 cases right
            All 2 checks passed.

            """),
        Report("3.75", "ex3.75-right-let.scm", passes: true, """
            Exercise 3.75: Louis's smoothed zero-crossings, fixed
            ✓ ex3.75-right-let.scm loads
            ✓ make-zero-crossings: 3 cases right
            All 2 checks passed.

            """),
        Report("3.75", "ex3.75-wrong-reciprocal.scm", passes: false, """
            Exercise 3.75: Louis's smoothed zero-crossings, fixed
            ✓ ex3.75-wrong-reciprocal.scm loads
            ✗ make-zero-crossings: 1 of 3 cases wrong
                (begin (stream-head (make-zero-crossings sicp-check-zero-sums 0 0) 12) 'twelve-elements): expected twelve-elements, but it stopped with ;Division by zero signalled by /.
            1 of 2 checks failed.

            """),
        Report("3.75", "ex3.75-wrong-half-fixed.scm", passes: false, """
            Exercise 3.75: Louis's smoothed zero-crossings, fixed
            ✓ ex3.75-wrong-half-fixed.scm loads
            ✗ make-zero-crossings: 1 of 3 cases wrong
                (stream-head (stream-tail (make-zero-crossings noisy-signal 0 0) 30) 12): expected (0 -1 0 0 0 0 0 0 0 0 0 0), got (0 0 -1 0 0 0 0 0 0 0 0 0)
            1 of 2 checks failed.

            """),
        Report("3.75", "ex3.75-wrong-louis.scm", passes: false, """
            Exercise 3.75: Louis's smoothed zero-crossings, fixed
            ✓ ex3.75-wrong-louis.scm loads
            ✗ make-zero-crossings: takes 2 arguments (make-zero-crossings input-stream last-value), but exercise 3.75 calls it with 3, as in (stream-head (stream-cdr (make-zero-crossings noisy-signal 0 0)) 12)
            1 of 2 checks failed.

            """),
        Report("3.76", "ex3.76-right-book.scm", passes: true, """
            Exercise 3.76: smooth, for a modular zero-crossing detector
            ✓ ex3.76-right-book.scm loads
            ✓ smooth: 5 cases right
            ✓ make-zero-crossings: 2 cases right
            All 3 checks passed.

            """),
        Report("3.76", "ex3.76-right-from-zero.scm", passes: true, """
            Exercise 3.76: smooth, for a modular zero-crossing detector
            ✓ ex3.76-right-from-zero.scm loads
            ✓ smooth: 5 cases right
            ✓ zero-crossings: the stream on line 17, the zero-crossing detector made with `smooth`
            All 3 checks passed.

            """),
        Report("3.76", "ex3.76-right-two-streams.scm", passes: true, """
            Exercise 3.76: smooth, for a modular zero-crossing detector
            ✓ ex3.76-right-two-streams.scm loads
            ✓ smooth: 5 cases right (with the file's extra argument)
                with an extra argument: (smooth s (stream-cdr s)) for the book's (smooth s)
            ✓ make-zero-crossings: 2 cases right
            All 3 checks passed.

            """),
        Report("3.76", "ex3.76-wrong-two-streams.scm", passes: false, """
            Exercise 3.76: smooth, for a modular zero-crossing detector
            ✓ ex3.76-wrong-two-streams.scm loads
                note: this file uses `integers` without defining it; the book's definition (3.5.2) was used
            ✗ smooth: right only with the file's extra argument: (smooth s (stream-cdr s)) for the book's (smooth s)
                exercise 3.76's smooth takes one argument, and ex3.76-wrong-two-streams.scm has no `make-zero-crossings` that passes with `smooth` called so
            ✗ `make-zero-crossings`: not found (looked for make-zero-crossings, make-zero-crossing, smoothed-zero-crossings, make-smoothed-zero-crossings, smooth-zero-crossings, zero-crossings-smoothed, modular-zero-crossings, zero-crossings, zero-crossing; name yours with --procedure NAME)
                exercise 3.76 asks for the zero-crossing detector built on `smooth` too: a procedure, or a stream the file computes with `smooth`
                ex3.76-wrong-two-streams.scm defines smooth (2 arguments)
            2 of 3 checks failed.

            """),
        Report("3.76", "ex3.76-wrong-smooth-only.scm", passes: false, """
            Exercise 3.76: smooth, for a modular zero-crossing detector
            ✓ ex3.76-wrong-smooth-only.scm loads
            ✓ smooth: 5 cases right
            ✗ `make-zero-crossings`: not found (looked for make-zero-crossings, make-zero-crossing, smoothed-zero-crossings, make-smoothed-zero-crossings, smooth-zero-crossings, zero-crossings-smoothed, modular-zero-crossings, zero-crossings, zero-crossing; name yours with --procedure NAME)
                exercise 3.76 asks for the zero-crossing detector built on `smooth` too: a procedure, or a stream the file computes with `smooth`
                ex3.76-wrong-smooth-only.scm defines smooth (1 argument)
            1 of 3 checks failed.

            """),
        Report("3.76", "ex3.76-wrong-value-reversed.scm", passes: false, """
            Exercise 3.76: smooth, for a modular zero-crossing detector
            ✓ ex3.76-wrong-value-reversed.scm loads
            ✓ smooth: 5 cases right
            ✗ zero-crossings: 2 of 2 cases wrong (called on the signal alone)
                (stream-head (stream-tail ((lambda (sense-data) ...) sicp-check-noisy) 2) 30): expected (0 0 0 0 0 0 0 -1 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 -1 0), got (0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0 -1 0 0 0 0 0 0 0 0 0 1 0)
                (stream-head (stream-tail ((lambda (sense-data) ...) sicp-check-noisy) 40) 20): expected (0 1 0 0 0 0 0 0 0 0 0 -1 0 0 0 0 0 0 0 0), got (0 -1 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0)
                note: `zero-crossings` (line 11) is the zero-crossing detector made with `smooth` over `sense-data`, of which the file defines a sample of its own: judged as a procedure of it, (lambda (sense-data) ...)
            1 of 3 checks failed.

            """),
        Report("3.76", "ex3.76-right-over-book-data.scm", passes: true, """
            Exercise 3.76: smooth, for a modular zero-crossing detector
            ✓ ex3.76-right-over-book-data.scm loads, with 1 warning
                warning: line 5: (define zero-crossings (let ((smoothed (smooth sense-data... stopped with ;Unbound variable: sense-data: not defined
            ✓ smooth: 5 cases right
            ✓ zero-crossings: 2 cases right (called on the signal alone)
                note: `zero-crossings` (line 5) is the zero-crossing detector made with `smooth` over `sense-data`, which the file does not define: judged as a procedure of it, (lambda (sense-data) ...)
            All 3 checks passed.

            """),
        Report("3.76", "ex3.76-wrong-over-book-data.scm", passes: false, """
            Exercise 3.76: smooth, for a modular zero-crossing detector
            ✓ ex3.76-wrong-over-book-data.scm loads, with 1 warning
                warning: line 5: (define zero-crossings (stream-map sign-change-detector (... stopped with ;Unbound variable: sense-data: not defined
            ✓ smooth: 5 cases right
            ✗ zero-crossings: 2 of 2 cases wrong (called on the signal alone)
                (stream-head (stream-tail ((lambda (sense-data) ...) sicp-check-noisy) 2) 30): expected (0 0 0 0 0 0 0 -1 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 -1 0), got (0 0 0 0 0 0 0 -1 -1 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 -1 0)
                (stream-head (stream-tail ((lambda (sense-data) ...) sicp-check-noisy) 40) 20): expected (0 1 0 0 0 0 0 0 0 0 0 -1 0 0 0 0 0 0 0 0), got (0 1 0 1 0 0 0 0 0 0 0 0 -1 0 0 0 0 0 0 0)
                note: `zero-crossings` (line 5) is the zero-crossing detector made with `smooth` over `sense-data`, which the file does not define: judged as a procedure of it, (lambda (sense-data) ...)
            1 of 3 checks failed.

            """),
        Report("3.76", "ex3.76-wrong-last-version.scm", passes: false, """
            Exercise 3.76: smooth, for a modular zero-crossing detector
            ✓ ex3.76-wrong-last-version.scm loads
            ✓ smooth: 5 cases right
            ✗ make-zero-crossings: 2 of 2 cases wrong
                (stream-head (stream-tail (make-zero-crossings sicp-check-noisy 0) 2) 30): expected (0 0 0 0 0 0 0 -1 0 0 0 0 0 0 0 0 0 0 1 0 0 0 0 0 0 0 0 0 -1 0), got (-1 0 0 1 0 0 -1 0 0 0 1 0 0 -1 0 0 1 0 0 -1 0 0 1 0 0 -1 0 0 1 0)
                (stream-head (stream-tail (make-zero-crossings sicp-check-noisy 0) 40) 20): expected (0 1 0 0 0 0 0 0 0 0 0 -1 0 0 0 0 0 0 0 0), got (-1 0 0 1 0 0 -1 0 0 1 0 0 -1 0 0 0 1 0 0 -1)
            1 of 3 checks failed.

            """),
        Report("3.76", "ex3.76-wrong-sum.scm", passes: false, """
            Exercise 3.76: smooth, for a modular zero-crossing detector
            ✓ ex3.76-wrong-sum.scm loads
            ✗ smooth: 4 of 5 cases wrong
                (stream-ref (smooth (integers-starting-from 1)) 0): expected 3/2, got 3
                (stream-ref (smooth (integers-starting-from 1)) 5): expected 13/2, got 13
                (stream-ref (smooth (stream-map square (integers-starting-from 1))) 3): expected 41/2, got 41
                (stream-ref (smooth (stream-map (lambda (k) (sin k)) (integers-starting-from 1))) 9): expected -0.7720056587200366, got -1.5440113174400731
            ✗ `make-zero-crossings`: not found (looked for make-zero-crossings, make-zero-crossing, smoothed-zero-crossings, make-smoothed-zero-crossings, smooth-zero-crossings, zero-crossings-smoothed, modular-zero-crossings, zero-crossings, zero-crossing; name yours with --procedure NAME)
                exercise 3.76 asks for the zero-crossing detector built on `smooth` too: a procedure, or a stream the file computes with `smooth`
                ex3.76-wrong-sum.scm defines smooth (1 argument)
            2 of 3 checks failed.

            """),
        Report("3.77", "ex3.77-right-book.scm", passes: true, """
            Exercise 3.77: integral with a delayed integrand, by explicit recursion
            ✓ ex3.77-right-book.scm loads
            ✓ integral: 5 cases right
            All 2 checks passed.

            """),
        Report("3.77", "ex3.77-right-named-let.scm", passes: true, """
            Exercise 3.77: integral with a delayed integrand, by explicit recursion
            ✓ ex3.77-right-named-let.scm loads
            ✓ integral: 5 cases right
            All 2 checks passed.

            """),
        Report("3.77", "ex3.77-wrong-forced-early.scm", passes: false, """
            Exercise 3.77: integral with a delayed integrand, by explicit recursion
            ✓ ex3.77-wrong-forced-early.scm loads
            ✗ integral: 2 of 5 cases wrong
                (let ((forced #f)) (stream-car (integral (delay (begin (set! forced #t) (stream 1 2))) 0 1)) (not forced)) gave #f, not #t: integral forced its integrand before the first element was asked for: in solve, (integral (delay dy) y0 dt) runs before dy is defined, so integral may force the integrand only inside cons-stream's delayed part
                (< (abs (- (stream-ref (solve-with integral (lambda (y) y) 1 0.001) 1000) 2.716923932235896)) 1e-9): it stopped with ;Unassigned variable: dy
                (stream-ref (solve (lambda (y) y) 1 0.001) 1000) with this integral must be the book's 2.716924 (e, by 1000 Euler steps), within 1e-9
            1 of 2 checks failed.

            """),
        Report("3.77", "ex3.77-wrong-not-delayed.scm", passes: false, """
            Exercise 3.77: integral with a delayed integrand, by explicit recursion
            ✓ ex3.77-wrong-not-delayed.scm loads
            ✗ integral: 4 of 5 cases wrong
                (stream-head (integral (delay (stream 1 2 3)) 10 1/2) 3): expected (10 21/2 23/2), but it stopped with ;The object #[promise 12 (unevaluated)], passed as an argument to stream-cdr, is not an object satisfying #[compiled-procedure 13 ("stream-pair?" #x10) #xbc stream-pair?].
                (stream-ref (integral (delay (integers-starting-from 1)) 0 1) 10): expected 55, but it stopped with ;The object #[promise 14 (unevaluated)], passed as an argument to stream-cdr, is not an object satisfying #[compiled-procedure 13 ("stream-pair?" #x10) #xbc stream-pair?].
                (equal? (stream-head (integral (delay (integers-starting-from 1)) 0 1) 5) '(0 1 3 6 10)): it stopped with ;The object #[promise 15 (unevaluated)], passed as an argument to stream-cdr, is not an object satisfying #[compiled-procedure 13 ("stream-pair?" #x10) #xbc stream-pair?].
                integral takes its integrand delayed, as solve passes it, (integral (delay dy) y0 dt): it must force the promise before taking the stream's elements
                (< (abs (- (stream-ref (solve-with integral (lambda (y) y) 1 0.001) 1000) 2.716923932235896)) 1e-9): it stopped with ;The object #[promise 16 (unevaluated)], passed as an argument to stream-cdr, is not an object satisfying #[compiled-procedure 13 ("stream-pair?" #x10) #xbc stream-pair?].
                and 1 more
            1 of 2 checks failed.

            """),
        Report("3.78", "ex3.78-right-dt-last.scm", passes: true, """
            Exercise 3.78: solve-2nd: y'' = a y' + b y
            ✓ ex3.78-right-dt-last.scm loads
            ✓ solve-2nd: 5 cases right (dt last: (solve-2nd a b y0 dy0 dt) for the book's (solve-2nd a b dt y0 dy0))
            All 2 checks passed.

            """),
        Report("3.78", "ex3.78-wrong-dt-last.scm", passes: false, """
            Exercise 3.78: solve-2nd: y'' = a y' + b y
            ✓ ex3.78-wrong-dt-last.scm loads
            ✗ solve-2nd: 3 of 5 cases wrong (dt last: (solve-2nd a b y0 dy0 dt) for the book's (solve-2nd a b dt y0 dy0))
                (stream-ref (solve-2nd 0 -1 1 0 0.001) 1000): expected 0.5405728050653854, got 1.0
                (stream-ref (solve-2nd -1/2 -2 1 0 1/10) 20): expected -8695916497190006024119753/13107200000000000000000000, got 67707118066559222236681/102400000000000000000000
                (stream-ref (solve-2nd 1 2 3 5 1/10) 10): expected 166275232731/10000000000, got 39413518249/2000000000
            1 of 2 checks failed.

            """),
        Report("3.78", "ex3.78-right-book.scm", passes: true, """
            Exercise 3.78: solve-2nd: y'' = a y' + b y
            ✓ ex3.78-right-book.scm loads
            ✓ solve-2nd: 5 cases right
            All 2 checks passed.

            """),
        Report("3.78", "ex3.78-right-map.scm", passes: true, """
            Exercise 3.78: solve-2nd: y'' = a y' + b y
            ✓ ex3.78-right-map.scm loads
            ✓ solve-2nd: 5 cases right
            All 2 checks passed.

            """),
        Report("3.78", "ex3.78-wrong-not-delayed.scm", passes: false, """
            Exercise 3.78: solve-2nd: y'' = a y' + b y
            ✓ ex3.78-wrong-not-delayed.scm loads
            ✗ solve-2nd: 5 of 5 cases wrong
                every case stopped with ;Unassigned variable: dy
                as in (stream-ref (solve-2nd 1 0 0.001 1 1) 1000)
                each integral must get its integrand delayed, (integral (delay dy) y0 dt) and (integral (delay ddy) dy0 dt): the integrands are defined after the integrals that use them
            1 of 2 checks failed.

            """),
        Report("3.78", "ex3.78-wrong-procedure-cons-stream.scm", passes: false, """
            Exercise 3.78: solve-2nd: y'' = a y' + b y
            ✓ ex3.78-wrong-procedure-cons-stream.scm loads
                note: the file defines `cons-stream` as a procedure: a call of it evaluates its arguments first (in MIT Scheme and Racket too), so each stream's rest is computed at once; the book's `cons-stream` is a special form that delays it
            ✗ solve-2nd: 5 of 5 cases wrong
                every case stopped with ;Unassigned variable: dy
                as in (stream-ref (solve-2nd 1 0 0.001 1 1) 1000)
            1 of 2 checks failed.

            """),
        Report("3.78", "ex3.78-wrong-swapped.scm", passes: false, """
            Exercise 3.78: solve-2nd: y'' = a y' + b y
            ✓ ex3.78-wrong-swapped.scm loads
            ✗ solve-2nd: 3 of 5 cases wrong
                (stream-ref (solve-2nd 0 -1 0.001 1 0) 1000): expected 0.5405728050653854, got 1.0
                (stream-ref (solve-2nd -1/2 -2 1/10 1 0) 20): expected -8695916497190006024119753/13107200000000000000000000, got 67707118066559222236681/102400000000000000000000
                (stream-ref (solve-2nd 1 2 1/10 3 5) 10): expected 166275232731/10000000000, got 39413518249/2000000000
            1 of 2 checks failed.

            """),
        Report("3.79", "ex3.79-wrong-f-interface.scm", passes: false, """
            Exercise 3.79: solve-2nd for y'' = f(y', y)
            ✓ ex3.79-wrong-f-interface.scm loads
            ✗ solve-2nd: 5 cases right only in its own interface (f of the streams: (define ddy (f dy y)) for the book's (stream-map f dy y), judged with f mapped over them)
                the exercise's f is f(dy/dt, y), a procedure of two numbers, as in (solve-2nd (lambda (dy y) (- y)) 0.001 1 0); this solve-2nd applies it to the streams dy and y themselves, so with such an f it stops with an error: (define ddy (stream-map f dy y))
            1 of 2 checks failed.

            """),
        Report("3.79", "ex3.79-wrong-f-of-streams.scm", passes: false, """
            Exercise 3.79: solve-2nd for y'' = f(y', y)
            ✓ ex3.79-wrong-f-of-streams.scm loads
            ✗ solve-2nd: 2 of 5 cases wrong (f of the streams: (define ddy (f dy y)) for the book's (stream-map f dy y), judged with f mapped over them)
                (stream-ref (solve-2nd (sicp-check-f-on-streams (lambda (dy y) (- (* 1/2 dy) y))) 1/10 1 0) 20): expected -25982671416395461606967661/26214400000000000000000000, got 17035075159322113762001/102400000000000000000000
                (stream-ref (solve-2nd (sicp-check-f-on-streams (lambda (dy y) (+ dy (* 2 y)))) 1/10 3 5) 10): expected 166275232731/10000000000, got 145491434729/10000000000
            1 of 2 checks failed.

            """),
        Report("3.79", "ex3.79-right-book.scm", passes: true, """
            Exercise 3.79: solve-2nd for y'' = f(y', y)
            ✓ ex3.79-right-book.scm loads
            ✓ solve-2nd: 5 cases right
            All 2 checks passed.

            """),
        // A procedure of no arguments the file names y is not called in
        // the cases, whose lambdas bind y themselves.
        Report("3.79", "ex3.79-right-thunk-named-y.scm", passes: true, """
            Exercise 3.79: solve-2nd for y'' = f(y', y)
            ✓ ex3.79-right-thunk-named-y.scm loads
            ✓ solve-2nd: 5 cases right
            All 2 checks passed.

            """),
        Report("3.79", "ex3.79-right-y-first.scm", passes: true, """
            Exercise 3.79: solve-2nd for y'' = f(y', y)
            ✓ ex3.79-right-y-first.scm loads
            ✓ general-solve-2nd: 5 cases right
                note: it calls f as (f y dy), its arguments in the other order: the book's f is f(dy/dt, y), (f dy y); right for an f written (lambda (y dy) ...)
            All 2 checks passed.

            """),
        Report("3.79", "ex3.79-wrong-first-order.scm", passes: false, """
            Exercise 3.79: solve-2nd for y'' = f(y', y)
            ✓ ex3.79-wrong-first-order.scm loads
            ✗ solve-2nd: 4 of 5 cases wrong
                (stream-ref (solve-2nd (lambda (dy y) (- y)) 0.001 1 0) 1000): expected 0.5405728050653854, got 0.36769542477096373
                (stream-ref (solve-2nd (lambda (dy y) dy) 0.001 1 1) 1000): expected 2.716923932235896, got 1.9999999999998899
                (stream-ref (solve-2nd (lambda (dy y) (- (* 1/2 dy) y)) 1/10 1 0) 20): expected -25982671416395461606967661/26214400000000000000000000, got -33973466382481/97656250000000000
                (stream-ref (solve-2nd (lambda (dy y) (+ dy (* 2 y))) 1/10 3 5) 10): expected 166275232731/10000000000, got 3912125981/19531250
            1 of 2 checks failed.

            """),
        Report("3.80", "ex3.80-right-book.scm", passes: true, """
            Exercise 3.80: series RLC circuits
            ✓ ex3.80-right-book.scm loads
            ✓ RLC: 7 cases right
            All 2 checks passed.

            """),
        Report("3.80", "ex3.80-right-map.scm", passes: true, """
            Exercise 3.80: series RLC circuits
            ✓ ex3.80-right-map.scm loads
            ✓ rlc: 7 cases right
            All 2 checks passed.

            """),
        Report("3.80", "ex3.80-wrong-sign.scm", passes: false, """
            Exercise 3.80: series RLC circuits
            ✓ ex3.80-wrong-sign.scm loads
            ✗ RLC: 6 of 7 cases wrong
                (stream-ref (car ((RLC 1 1 0.2 0.1) 10 0)) 10): expected -3.5160605800000004, got 31.79329343
                (stream-ref (cdr ((RLC 1 1 0.2 0.1) 10 0)) 10): expected 2.750945989, got 11.254427908999999
                (stream-ref (car ((RLC 1 1 1/5 1/10) 10 0)) 5): expected 11191/2000, got 29289/2000
                (stream-ref (cdr ((RLC 1 1 1/5 1/10) 10 0)) 5): expected 36461/10000, got 45491/10000
                (stream-ref (car ((RLC 2 1/2 1/4 1/20) 1 1)) 8): expected -398399/6250000, got 14846409/6250000
                and 1 more
            1 of 2 checks failed.

            """),
        Report("3.80", "ex3.80-right-swapped-pair.scm", passes: true, """
            Exercise 3.80: series RLC circuits
            ✓ ex3.80-right-swapped-pair.scm loads
            ✓ RLC: 7 cases right (the pair (cons iL vC): the book asks for (cons vC iL))
            All 2 checks passed.

            """),
        Report("3.80", "ex3.80-right-six-at-once.scm", passes: true, """
            Exercise 3.80: series RLC circuits
            ✓ ex3.80-right-six-at-once.scm loads
            ✓ RLC: 7 cases right (all six values in one call, (RLC R L C dt iL0 vC0), for the book's ((RLC R L C dt) vC0 iL0); a stream of pairs (vC iL): the book asks for a pair of streams (cons vC iL))
            All 2 checks passed.

            """),
        Report("3.80", "ex3.80-wrong-six-at-once.scm", passes: false, """
            Exercise 3.80: series RLC circuits
            ✓ ex3.80-wrong-six-at-once.scm loads
            ✗ RLC: 6 of 7 cases wrong (all six values in one call, (RLC R L C dt vC0 iL0), for the book's ((RLC R L C dt) vC0 iL0); a stream of pairs (vC iL): the book asks for a pair of streams (cons vC iL))
                (stream-ref (car ((RLC 1 1 0.2 0.1) 10 0)) 10): expected -3.5160605800000004, got 56.27213954500001
                (stream-ref (cdr ((RLC 1 1 0.2 0.1) 10 0)) 10): expected 2.750945989, got 20.538865521
                (stream-ref (car ((RLC 1 1 1/5 1/10) 10 0)) 5): expected 11191/2000, got 45491/2000
                (stream-ref (cdr ((RLC 1 1 1/5 1/10) 10 0)) 5): expected 36461/10000, got 50477/5000
                (stream-ref (car ((RLC 2 1/2 1/4 1/20) 1 1)) 8): expected -398399/6250000, got 14846409/6250000
                and 1 more
            1 of 2 checks failed.

            """),
        Report("3.80", "ex3.80-right-stream-of-pairs.scm", passes: true, """
            Exercise 3.80: series RLC circuits
            ✓ ex3.80-right-stream-of-pairs.scm loads
            ✓ RLC: 7 cases right (a stream of pairs (vC iL): the book asks for a pair of streams (cons vC iL))
            All 2 checks passed.

            """),
        Report("3.80", "ex3.80-wrong-swapped-sign.scm", passes: false, """
            Exercise 3.80: series RLC circuits
            ✓ ex3.80-wrong-swapped-sign.scm loads
            ✗ RLC: 6 of 7 cases wrong
                (stream-ref (car ((RLC 1 1 0.2 0.1) 10 0)) 10): expected -3.5160605800000004, got 11.254427908999999
                (stream-ref (cdr ((RLC 1 1 0.2 0.1) 10 0)) 10): expected 2.750945989, got 31.79329343
                (stream-ref (car ((RLC 1 1 1/5 1/10) 10 0)) 5): expected 11191/2000, got 45491/10000
                (stream-ref (cdr ((RLC 1 1 1/5 1/10) 10 0)) 5): expected 36461/10000, got 29289/2000
                (stream-ref (car ((RLC 2 1/2 1/4 1/20) 1 1)) 8): expected -398399/6250000, got 5742657/6250000
                and 1 more
            1 of 2 checks failed.

            """),
        Report("3.80", "ex3.80-wrong-stream-of-pairs.scm", passes: false, """
            Exercise 3.80: series RLC circuits
            ✓ ex3.80-wrong-stream-of-pairs.scm loads
            ✗ RLC: 7 of 7 cases wrong
                (stream-ref (car ((RLC 1 1 0.2 0.1) 10 0)) 10): expected -3.5160605800000004, but it stopped with ;The object 10, passed as an argument to stream-tail, is not in the correct range.
                (stream-ref (cdr ((RLC 1 1 0.2 0.1) 10 0)) 10): expected 2.750945989, but it stopped with ;The object 10, passed as an argument to stream-tail, is not in the correct range.
                (stream-ref (car ((RLC 1 1 1/5 1/10) 10 0)) 5): expected 11191/2000, but it stopped with ;The object 5, passed as an argument to stream-tail, is not in the correct range.
                (stream-ref (cdr ((RLC 1 1 1/5 1/10) 10 0)) 5): expected 36461/10000, but it stopped with ;The object 5, passed as an argument to stream-tail, is not in the correct range.
                (stream-ref (car ((RLC 2 1/2 1/4 1/20) 1 1)) 8): expected -398399/6250000, but it stopped with ;The object 8, passed as an argument to stream-tail, is not in the correct range.
                and 3 more
            1 of 2 checks failed.

            """),
        Report("3.81", "ex3.81-right-bare-numbers.scm", passes: true, """
            Exercise 3.81: a stream of random numbers driven by generate and reset requests
            ✓ ex3.81-right-bare-numbers.scm loads
            ✓ random-numbers: 1 case right (requests generate and a bare number n for (reset n))
            All 2 checks passed.

            """),
        Report("3.81", "ex3.81-right-map.scm", passes: true, """
            Exercise 3.81: a stream of random numbers driven by generate and reset requests
            ✓ ex3.81-right-map.scm loads
            ✓ random-numbers: 1 case right
            All 2 checks passed.

            """),
        Report("3.81", "ex3.81-right-recursive.scm", passes: true, """
            Exercise 3.81: a stream of random numbers driven by generate and reset requests
            ✓ ex3.81-right-recursive.scm loads
            ✓ rand-stream: 1 case right (requests (reset . n))
            All 2 checks passed.

            """),
        Report("3.81", "ex3.81-wrong-no-reset.scm", passes: false, """
            Exercise 3.81: a stream of random numbers driven by generate and reset requests
            ✓ ex3.81-wrong-no-reset.scm loads
            ✗ random-numbers: 1 of 1 case wrong
                (random-requests-agree? random-numbers 'generate (lambda (n) (list 'reset n))): expected #t, got "after (reset n) the stream must give n (or (rand-update n)), and after generate (rand-update x) of the number x before it; with a generator of its own, the same numbers after each (reset n) for the sa..." (230 characters)
            1 of 2 checks failed.

            """),
        Report("3.81", "ex3.81-wrong-reset-without-value.scm", passes: false, """
            Exercise 3.81: a stream of random numbers driven by generate and reset requests
            ✓ ex3.81-wrong-reset-without-value.scm loads
            ✗ random-stream: 1 of 1 case wrong (requests generate and a bare reset)
                (random-bare-reset-verdict random-stream): expected #t, got "its reset request takes no value and starts again from random-init: the exercise resets the sequence to a value the request gives, as (reset n)"
            1 of 2 checks failed.

            """),
        Report("3.81", "ex3.81-right-printing-head.scm", passes: true, """
            Exercise 3.81: a stream of random numbers driven by generate and reset requests
            ✓ ex3.81-right-printing-head.scm loads
            ✓ random-numbers: 1 case right (requests generate and a bare number n for (reset n))
            All 2 checks passed.

            """),
        Report("3.81", "ex3.81-wrong-printing-head.scm", passes: false, """
            Exercise 3.81: a stream of random numbers driven by generate and reset requests
            ✓ ex3.81-wrong-printing-head.scm loads
            ✗ random-numbers: 1 of 1 case wrong (requests generate and a bare number n for (reset n))
                (random-requests-agree? random-numbers 'generate (lambda (n) n)): expected #t, got "after (reset n) the stream must give n (or (rand-update n)), and after generate (rand-update x) of the number x before it; with a generator of its own, the same numbers after each (reset n) for the sa..." (230 characters)
            1 of 2 checks failed.

            """),
        Report("3.81", "ex3.81-right-silent-dotted-reset.scm", passes: true, """
            Exercise 3.81: a stream of random numbers driven by generate and reset requests
            ✓ ex3.81-right-silent-dotted-reset.scm loads
            ✓ random-numbers: 1 case right (requests (reset . n))
            All 2 checks passed.

            """),
        Report("3.81", "ex3.81-wrong-silent-dotted-reset.scm", passes: false, """
            Exercise 3.81: a stream of random numbers driven by generate and reset requests
            ✓ ex3.81-wrong-silent-dotted-reset.scm loads
            ✗ random-numbers: 1 of 1 case wrong
                (random-requests-agree? random-numbers 'generate (lambda (n) (list 'reset n))): expected #t, got "after (reset n) the stream must give n (or (rand-update n)), and after generate (rand-update x) of the number x before it; with a generator of its own, the same numbers after each (reset n) for the sa..." (230 characters)
            1 of 2 checks failed.

            """),
        Report("3.81", "ex3.81-right-silent-reset-seed-argument.scm", passes: true, """
            Exercise 3.81: a stream of random numbers driven by generate and reset requests
            ✓ ex3.81-right-silent-reset-seed-argument.scm loads
            ✓ random-numbers: 1 case right (requests (generate) and (reset n), the initial value an argument: (random-numbers random-init requests))
            All 2 checks passed.

            """),
        Report("3.81", "ex3.81-wrong-silent-reset-seed-argument.scm", passes: false, """
            Exercise 3.81: a stream of random numbers driven by generate and reset requests
            ✓ ex3.81-wrong-silent-reset-seed-argument.scm loads
            ✗ random-numbers: 1 of 1 case wrong (requests (generate) and (reset n), the initial value an argument: (random-numbers random-init requests))
                (random-requests-agree? (lambda (r) (random-numbers random-init r)) (list 'generate) (lambda (n) (list 'reset n))): expected #t, got "after (reset n) the stream must give n (or (rand-update n)), and after generate (rand-update x) of the number x before it; with a generator of its own, the same numbers after each (reset n) for the sa..." (230 characters)
            1 of 2 checks failed.

            """),
        Report("3.81", "ex3.81-right-silent-reset.scm", passes: true, """
            Exercise 3.81: a stream of random numbers driven by generate and reset requests
            ✓ ex3.81-right-silent-reset.scm loads
            ✓ random-stream: 1 case right (requests (generate) and (reset n), a number for each generate request only (a reset gives none): the same numbers after each (reset n) for the same n, others for another n)
            All 2 checks passed.

            """),
        Report("3.81", "ex3.81-wrong-silent-reset-ignored.scm", passes: false, """
            Exercise 3.81: a stream of random numbers driven by generate and reset requests
            ✓ ex3.81-wrong-silent-reset-ignored.scm loads
            ✗ random-stream: 1 of 1 case wrong (requests (generate) and (reset n))
                (random-requests-agree? random-stream (list 'generate) (lambda (n) (list 'reset n))): expected #t, got "after (reset n) the stream must give n (or (rand-update n)), and after generate (rand-update x) of the number x before it; with a generator of its own, the same numbers after each (reset n) for the sa..." (230 characters)
            1 of 2 checks failed.

            """),
        Report("3.81", "ex3.81-right-own-generator.scm", passes: true, """
            Exercise 3.81: a stream of random numbers driven by generate and reset requests
            ✓ ex3.81-right-own-generator.scm loads
            ✓ random-numbers: 1 case right (requests (reset . n), its own generator, not the book's rand-update: the same numbers after each (reset n) for the same n, others for another n)
            All 2 checks passed.

            """),
        Report("3.81", "ex3.81-wrong-own-generator.scm", passes: false, """
            Exercise 3.81: a stream of random numbers driven by generate and reset requests
            ✓ ex3.81-wrong-own-generator.scm loads
            ✗ random-numbers: 1 of 1 case wrong (requests (reset . n))
                (random-requests-agree? random-numbers 'generate (lambda (n) (cons 'reset n))): expected #t, got "after (reset n) the stream must give n (or (rand-update n)), and after generate (rand-update x) of the number x before it; with a generator of its own, the same numbers after each (reset n) for the sa..." (230 characters)
            1 of 2 checks failed.

            """),
        Report("3.81", "ex3.81-wrong-bare-reset.scm", passes: false, """
            Exercise 3.81: a stream of random numbers driven by generate and reset requests
            ✓ ex3.81-wrong-bare-reset.scm loads
            ✗ random-stream: 1 of 1 case wrong (requests generate and a bare reset)
                (random-bare-reset-verdict random-stream): expected #t, got "after (reset n) the stream must give n (or (rand-update n)), and after generate (rand-update x) of the number x before it; with a generator of its own, the same numbers after each (reset n) for the sa..." (230 characters)
            1 of 2 checks failed.

            """),
        Report("3.82", "ex3.82-wrong-endless.scm", passes: false, """
            Exercise 3.82: estimate-integral as a stream of estimates
            ✓ ex3.82-wrong-endless.scm loads
            ✗ estimate-integral: 1 of 6 cases wrong
                (stream-ref (estimate-integral (lambda (x y) (and (<= 0 x 2) (<= 3 y 5))) 0.0 2.0 3.0 5.0) 20): expected 4.0, but `estimate-integral` ran past the step limit (800,000 steps a case) without finishing
                (5 more cases not tried)
            1 of 2 checks failed.

            """),
        Report("3.82", "ex3.82-right-book.scm", passes: true, """
            Exercise 3.82: estimate-integral as a stream of estimates
            ✓ ex3.82-right-book.scm loads
            ✓ estimate-integral: 6 cases right
            All 2 checks passed.

            """),
        Report("3.82", "ex3.82-right-counts.scm", passes: true, """
            Exercise 3.82: estimate-integral as a stream of estimates
            ✓ ex3.82-right-counts.scm loads
            ✓ estimate-integral: 6 cases right
            All 2 checks passed.

            """),
        Report("3.82", "ex3.82-wrong-fraction.scm", passes: false, """
            Exercise 3.82: estimate-integral as a stream of estimates
            ✓ ex3.82-wrong-fraction.scm loads
            ✗ estimate-integral: 4 of 6 cases wrong
                (stream-ref (estimate-integral (lambda (x y) (and (<= 0 x 2) (<= 3 y 5))) 0.0 2.0 3.0 5.0) 20): expected 4.0, got 1
                (stream-ref (estimate-integral (lambda (x y) (and (<= -1 x 1) (<= -4 y -2))) -1.0 1.0 -4.0 -2.0) 5): expected 4.0, got 1
                (< (abs (- (stream-ref (estimate-integral (lambda (x y) (<= (+ (* x x) (* y y)) 1)) -1.0 1.0 -1.0 1.0) 1999) 3.141592653589793)) 0.25) gave #f, not #t: the 2000th estimate of the unit circle's area in the square from -1 to 1 must be within 0.25 of pi (almost seven standard deviations of 2000 trials): each estimate is the fraction of points inside, times the rectangle's area
                (< (abs (- (stream-ref (estimate-integral (lambda (x y) (< x 0)) -1.0 1.0 0.0 3.0) 1999) 3)) 0.4) gave #f, not #t: the 2000th estimate of the area of x < 0 in the rectangle -1 ≤ x ≤ 1, 0 ≤ y ≤ 3 must be within 0.4 of 3 (six standard deviations of 2000 trials)
            1 of 2 checks failed.

            """),
    ]
}
